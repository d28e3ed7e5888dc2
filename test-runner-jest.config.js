import { getJestConfig } from '@storybook/test-runner';

/** Runs every story in Debian's Chromium (a tool's own browser download does not work here). */
const config = getJestConfig();

export default {
  ...config,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...config.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    },
  },
  // A busy 2-core CI machine runs two story workers beside the static server; a long play
  // function (a drawer, a wizard) can take more than 30 s there.
  testTimeout: 60_000,
};
