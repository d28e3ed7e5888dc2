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
    // Vitest's default for a run is one worker fewer than the cores: a single worker on CI's two
    // cores, which left one idle (the unit step took 280-355 s; with both, 189 s).
    maxWorkers: '100%',
    // One environment per worker across files: the unit step took 308 s isolated, ~200 s shared.
    // What a file leaves behind is reset in vitest.setup.ts.
    isolate: false,
  },
});
