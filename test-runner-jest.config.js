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
  testTimeout: 30_000,
};
