import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
// Build-time only: the plugin runs in node while building, and nothing of it reaches a bundle.
// eslint-disable-next-line no-restricted-imports -- the rule guards the portal's runtime code
import { MOCK_WORKER_URL, mockWorkerPlugin } from '@fbi/mocks/vite';
import { batchedPreloadPlugin } from './build/batchedPreload.ts';
import { bootTitlePlugin } from './build/bootTitle.ts';
import { earlyCallsPlugin } from './build/earlyCalls.ts';
import { inlineEntryCssPlugin } from './build/inlineEntryCss.ts';
import { intlWarmupPlugin } from './build/intlWarmup.ts';
import { pureReactRouterPlugin } from './build/pureReactRouter.ts';
import { routePreloadPlugin } from './build/routePreload.ts';

/**
 * Preconnect hints to the API's origin in index.html, so its connections open while the shell
 * loads rather than when the first screen calls (issue 13): one for the API's fetches
 * (uncredentialed, hence `crossorigin`), one for its photos (`<img>`, credentialed). Nothing for a
 * same-origin API (a relative base URL).
 */
function apiPreconnect(baseUrl: string | undefined): Plugin | false {
  if (!baseUrl || !URL.canParse(baseUrl)) return false;
  const href = new URL(baseUrl).origin;
  return {
    name: 'api-preconnect',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'preconnect', href, crossorigin: '' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'preconnect', href }, injectTo: 'head' },
    ],
  };
}

/**
 * Two builds from one source: with VITE_API_BASE_URL unset the portal runs on the in-browser mock
 * (a service worker, mocks/src/serviceWorker); with it set, the mock branch is compiled out and no
 * worker file is copied, so a real-server build never fetches any of the mock.
 */
export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mock = !env.VITE_API_BASE_URL;
  const routePreload = routePreloadPlugin(
    fileURLToPath(new URL('src/app/screens.ts', import.meta.url)),
  );
  return {
    plugins: [
      // The portal is Russian only (AppProviders sets react-aria's locale): react-aria's strings
      // of the other 30-odd locales are left out of every chunk.
      { ...optimizeLocales.vite({ locales: ['ru-RU'] }), enforce: 'pre' },
      react(),
      pureReactRouterPlugin(),
      // Short class names in every build: the plugin keeps its long debug names in any mode but
      // 'production', and the demo build runs in mode 'demo' (bytes of CSS and JS, issue 13).
      vanillaExtractPlugin({ identifiers: command === 'build' ? 'short' : 'debug' }),
      // The mock as a service worker (/mock-sw.js) over build-time JSON, off the page (issue 13).
      mock && mockWorkerPlugin(),
      routePreload,
      batchedPreloadPlugin(),
      inlineEntryCssPlugin(),
      bootTitlePlugin(),
      intlWarmupPlugin(),
      !mock && apiPreconnect(env.VITE_API_BASE_URL),
      earlyCallsPlugin(
        mock ? { baseUrl: '', worker: MOCK_WORKER_URL } : { baseUrl: env.VITE_API_BASE_URL ?? '' },
      ),
    ],
    publicDir: mock ? '../../mocks/public' : false,
    // The manifest (dist/.vite/manifest.json) tells scripts/check-size.mjs which chunks each lazy
    // screen pulls in; nothing at runtime reads it.
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 900,
      manifest: true,
      // <link rel="modulepreload"> for every chunk a screen imports, added by Vite's helper when
      // screens.ts imports the screen: without them the browser discovers a screen's chunks one
      // level of imports per round trip (/punishments: nine levels, the page's heading painted
      // after ~2.6 s on Lighthouse's slow phone). None for other lazy chunks (modals, menus):
      // those appends ran on the main thread during renders (issue 13: TBT).
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostId }) =>
          routePreload.api?.isScreenTable(hostId) ? deps : [],
      },
      // One stylesheet for the whole portal (~7 kB gzip), inlined into index.html
      // (build/inlineEntryCss.ts): no lazy chunk appends CSS of its own as it loads.
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          // Everything the first paint needs in one chunk next to the entry: left to itself,
          // rolldown splits modules that lazy screens share with the shell into a dozen small
          // preloaded chunks, which compress worse and cost a request each.
          codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
        },
      },
    },
    server: { host: '127.0.0.1' },
  };
});
