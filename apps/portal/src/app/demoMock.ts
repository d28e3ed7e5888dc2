/**
 * The demo mode's start, kept tiny because it sits in the initial chunk: the shell renders at
 * once while the mock (msw and the seeded store, a lazy chunk) starts next to it, and every fetch
 * of the page waits until the mock controls the page (issue 13). main.tsx calls it only when no
 * VITE_API_BASE_URL is set, so a real-server build contains none of it.
 */
import { registerMockControls } from './mockControls.ts';

/**
 * Starts the in-browser mock without waiting for it: holds `fetch` until the worker is ready (a
 * fetch sent earlier would reach the network, which has no API in the demo build) and registers
 * the "reset demo data" control, which runs once the mock is up. If the mock fails to start,
 * the held fetches reject with that error and the screens show their error states.
 */
export function startDemoMock(): void {
  const mock = import('./startMock.ts').then((module) => module.startMock());
  mock.catch((error: unknown) => console.error('[mock] the demo mock did not start:', error));
  const networkFetch = globalThis.fetch.bind(globalThis);
  // Looked up at call time by the API client and the report fetcher, so both wait here.
  globalThis.fetch = async (input, init) => {
    await mock;
    return networkFetch(input, init);
  };
  registerMockControls({
    resetDemoData: () => void mock.then((running) => running.resetDemoData()),
  });
}
