/**
 * The mock in the browser (`@fbi/mocks/browser`): msw's service worker serving the handlers on the
 * default store, which persists in localStorage. Import it lazily so msw stays out of the main
 * bundle (toolchain notes); the portal's demo build seeds the store from build-time JSON
 * (store/demoSeedPlugin.ts), so no faker comes with it.
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';

export { resetStore, setTokenTtl, setRefreshTokenTtl, getDefaultStore } from './store/default.ts';

let worker: SetupWorker | null = null;

/**
 * Starts the service worker (served at /mockServiceWorker.js) and resolves once it controls this
 * page, so a request sent after that is answered by the mock and none escapes to the network.
 * Requests no handler matches, such as assets, go to the network. Starting twice returns the
 * running worker.
 */
export async function startMockWorker(options: { quiet?: boolean } = {}): Promise<SetupWorker> {
  if (worker) return worker;
  worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: options.quiet ?? true,
    onUnhandledFrame: 'bypass',
  });
  await pageControlled();
  return worker;
}

/**
 * Resolves when a service worker controls this page. On a first visit the worker claims the page
 * while activating, which may finish after start() resolved; until then fetches bypass it.
 */
function pageControlled(): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true });
  });
}
