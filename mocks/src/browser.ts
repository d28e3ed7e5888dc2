/**
 * The mock in the browser (`@fbi/mocks/browser`): msw's service worker serving the handlers on the
 * default store, which persists in localStorage. Import it lazily so msw and faker stay out of the
 * main bundle (toolchain notes).
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';

export { resetStore, setTokenTtl, setRefreshTokenTtl, getDefaultStore } from './store/default.ts';

let worker: SetupWorker | null = null;

/**
 * Starts the service worker (served at /mockServiceWorker.js). Requests no handler matches, such
 * as assets, go to the network. Starting twice returns the running worker.
 */
export async function startMockWorker(options: { quiet?: boolean } = {}): Promise<SetupWorker> {
  if (worker) return worker;
  worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: options.quiet ?? true,
    onUnhandledFrame: 'bypass',
  });
  return worker;
}
