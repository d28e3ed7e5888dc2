import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Two builds from one source: with VITE_API_BASE_URL unset the portal runs on the in-browser mock
 * (MSW worker served from mocks/public); with it set, the mock branch is compiled out and no
 * worker file is copied, so a real-server build never fetches any of the mock.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mock = !env.VITE_API_BASE_URL;
  return {
    plugins: [react(), vanillaExtractPlugin()],
    publicDir: mock ? '../../mocks/public' : false,
    build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 900 },
    server: { host: '127.0.0.1' },
  };
});
