import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** One Storybook for the design system (UI/…) and the portal's pages and modals (Portal/…). */
const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/portal/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker script lives with the mock; the stories run on the same handlers as the portal.
  staticDirs: ['../mocks/public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal(config) {
    // vanilla-extract needs its plugin, or stories fail with "Styles were unable to be assigned".
    config.plugins = [...(config.plugins ?? []), vanillaExtractPlugin()];
    return config;
  },
};

export default config;
