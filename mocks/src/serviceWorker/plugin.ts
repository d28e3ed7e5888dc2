/**
 * Vite plugin of the portal's mock mode (`@fbi/mocks/vite`): bundles worker.ts, the mock server
 * that runs as a service worker, into one script at {@link MOCK_WORKER_URL}: built into the demo
 * build, served by the dev server (rebuilt after a change under mocks/src). The seed inside is
 * build-time JSON (store/demoSeedPlugin.ts), so faker never reaches the browser. Runs in node.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { demoSeedPlugin } from '../store/demoSeedPlugin.ts';
import { MOCK_WORKER_URL } from './messages.ts';

export { MOCK_WORKER_URL };

const HERE = dirname(fileURLToPath(import.meta.url));
const MOCKS_SRC = dirname(HERE);

/** The worker as one minified classic script (a module service worker needs more of browsers). */
export async function bundleMockWorker(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [demoSeedPlugin()],
    // msw's cookie jar, unused by the portal's API, was ~120 kB gzip of the worker (emptyCookieJar.ts).
    resolve: { alias: { 'tough-cookie': join(HERE, 'emptyCookieJar.ts') } },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: join(HERE, 'worker.ts'), formats: ['iife'], name: 'fbiMockWorker' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if ('output' in output) {
      const chunk = output.output.find((item) => item.type === 'chunk');
      if (chunk) return chunk.code;
    }
  }
  throw new Error('the mock worker bundle has no script');
}

/** The plugin; see the module's comment. */
export function mockWorkerPlugin(): Plugin {
  let code: Promise<string> | null = null;
  const bundled = () => (code ??= bundleMockWorker());
  return {
    name: 'fbi-mock-worker',
    configureServer(server) {
      server.watcher.add(MOCKS_SRC);
      server.watcher.on('change', (file) => {
        if (file.startsWith(MOCKS_SRC)) code = null;
      });
      server.middlewares.use(MOCK_WORKER_URL, (_req, res, next) => {
        bundled().then((script) => {
          res.setHeader('content-type', 'text/javascript');
          res.setHeader('cache-control', 'no-cache');
          res.end(script);
        }, next);
      });
    },
    // Registered from the HTML, so the worker downloads and seeds its store while the shell's
    // script loads; startMockWorker() then finds the registration (issue 13: first data sooner).
    transformIndexHtml: () => [
      {
        tag: 'script',
        children: `navigator.serviceWorker&&navigator.serviceWorker.register(${JSON.stringify(MOCK_WORKER_URL)}).catch(function(){})`,
        injectTo: 'head',
      },
    ],
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: MOCK_WORKER_URL.slice(1),
        source: await bundled(),
      });
    },
  };
}
