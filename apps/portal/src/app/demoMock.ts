/**
 * The demo mode's start, kept tiny because it sits in the initial chunk: the shell renders at
 * once while the browser starts the mock, a service worker that answers the API itself, off the
 * main thread (issue 13); every fetch of the page waits until that worker controls the page.
 * main.tsx calls it only when no VITE_API_BASE_URL is set, so a real-server build contains none
 * of it.
 */
import { resetMockData, startMockWorker } from '@fbi/mocks/browser';
import { clearSessionBeforeReload } from '../shared/sessionStorage.ts';
import { registerMockControls } from './mockControls.ts';

/**
 * Starts the mock's service worker without waiting for it: holds `fetch` until the worker
 * controls the page (a fetch sent earlier would reach the network, which has no API in the demo
 * build) and registers the "reset demo data" control. If the worker fails to start, the held
 * fetches reject with that error and the screens show their error states.
 */
export function startDemoMock(): void {
  const mock = startMockWorker();
  mock.catch((error: unknown) => console.error('[mock] the demo mock did not start:', error));
  const networkFetch = globalThis.fetch.bind(globalThis);
  // Looked up at call time by the API client and the report fetcher, so both wait here.
  globalThis.fetch = async (input, init) => {
    await mock;
    return networkFetch(input, init);
  };
  registerMockControls({
    resetDemoData: () => {
      void mock.then(resetMockData).then(() => {
        clearSessionBeforeReload();
        window.location.assign('/');
      });
    },
  });
}
