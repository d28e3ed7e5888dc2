import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    include: ['{packages,apps,mocks}/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    env: { TZ: 'America/Los_Angeles' },
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
