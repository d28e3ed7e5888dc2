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
 * lifetime switch (`?mockTokenTtl=` or localStorage, in seconds). A page a hard reload left
 * outside the worker asks it to take control. Rejects when the browser cannot run service
 * workers or the worker fails to install.
 */
export async function startMockWorker(): Promise<void> {
  const container = navigator.serviceWorker;
  const registration = await container.register(MOCK_WORKER_URL);
  const control = controlled(container);
  // A hard reload (Ctrl+Shift+R) leaves the page to the network, and the worker claims pages by
  // itself only when it activates: without asking, this tab would wait for it forever.
  const active = registration.active;
  if (!isMock(container.controller) && isMock(active))
    await tellMockWorker({ type: 'claim' }, active);
  await control;
  await tellMockWorker({ type: 'tokenTtl', seconds: tokenTtlSeconds() });
}

/** Re-seeds the demo data in the running worker; open sessions stay valid. */
export function resetMockData(): Promise<void> {
  return tellMockWorker({ type: 'reset' });
}

/** Sends `message` to `worker` (default: the page's controller); resolves once carried out. */
function tellMockWorker(
  message: MockWorkerMessage,
  worker = navigator.serviceWorker.controller,
): Promise<void> {
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
  if (isMock(container.controller)) return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = () => {
      if (!isMock(container.controller)) return;
      container.removeEventListener('controllerchange', onChange);
      resolve();
    };
    container.addEventListener('controllerchange', onChange);
  });
}

/** True when `worker` runs the mock's script (not msw's own worker of earlier demo builds). */
function isMock(worker: ServiceWorker | null): worker is ServiceWorker {
  return worker?.scriptURL.endsWith(MOCK_WORKER_URL) ?? false;
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
