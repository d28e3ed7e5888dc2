/**
 * The page's side of the in-browser mock (`@fbi/mocks/browser`): registers the service worker that
 * runs the mock (serviceWorker/worker.ts, served at /mock-sw.js by serviceWorker/plugin.ts) and
 * talks to it. Nothing of msw, the handlers or the seed loads in the page.
 */
import {
  MOCK_WORKER_URL,
  TOKEN_TTL_QUERY_PARAM,
  TOKEN_TTL_STORAGE_KEY,
  type MockWorkerMessage,
} from './serviceWorker/messages.ts';

/**
 * Starts the mock's service worker and resolves once it controls this page, so a request sent
 * after that is answered by the mock and none escapes to the network; passes it the page's token
 * lifetime switch (`?mockTokenTtl=` or localStorage, in seconds). Rejects when the browser cannot
 * run service workers or the worker fails to install.
 */
export async function startMockWorker(): Promise<void> {
  const container = navigator.serviceWorker;
  await container.register(MOCK_WORKER_URL);
  await controlled(container);
  await tellMockWorker({ type: 'tokenTtl', seconds: tokenTtlSeconds() });
}

/** Re-seeds the demo data in the running worker; open sessions stay valid. */
export function resetMockData(): Promise<void> {
  return tellMockWorker({ type: 'reset' });
}

/** Sends `message` to the worker controlling the page; resolves once it is carried out. */
function tellMockWorker(message: MockWorkerMessage): Promise<void> {
  const worker = navigator.serviceWorker.controller;
  if (!worker) return Promise.reject(new Error('[mock] no service worker controls the page'));
  const channel = new MessageChannel();
  const done = new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve();
  });
  worker.postMessage(message, [channel.port2]);
  return done;
}

/**
 * Resolves when the mock's worker controls this page. On a first visit the worker claims the page
 * while activating, which may finish after register() resolved, and until then fetches bypass it;
 * a page still controlled by another worker of the origin (msw's own, which earlier demo builds
 * registered) waits until the mock's has replaced it.
 */
function controlled(container: ServiceWorkerContainer): Promise<void> {
  const byMock = () => container.controller?.scriptURL.endsWith(MOCK_WORKER_URL) ?? false;
  if (byMock()) return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = () => {
      if (!byMock()) return;
      container.removeEventListener('controllerchange', onChange);
      resolve();
    };
    container.addEventListener('controllerchange', onChange);
  });
}

/** Seconds from the URL or the localStorage switch; null when neither is set or valid. */
function tokenTtlSeconds(): number | null {
  const fromUrl = new URLSearchParams(window.location.search).get(TOKEN_TTL_QUERY_PARAM);
  let fromStorage: string | null = null;
  try {
    fromStorage = localStorage.getItem(TOKEN_TTL_STORAGE_KEY);
  } catch {
    // Storage blocked: only the URL switch applies.
  }
  const seconds = Number(fromUrl ?? fromStorage ?? NaN);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}
