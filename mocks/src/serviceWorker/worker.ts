/**
 * The demo build's mock server, run by the browser as a service worker (`/mock-sw.js`, bundled by
 * plugin.ts): it answers the portal's API calls from the seeded store itself, off the page's main
 * thread, so the page parses none of msw, the handlers or the seed and a returning visit finds
 * the worker and its data ready (issue 13). The browser runs one instance of it for every tab of
 * the origin, so all tabs talk to one store, as to one server: a change made in one tab is in the
 * next answer to any other, and so is a reset (issue 24). The store persists in Cache Storage (a
 * worker has no localStorage) and survives reloads; requests outside {@link API_PREFIX} go to the
 * network.
 */
// First: msw reads localStorage as it loads.
import './localStorageShim.ts';
import { getResponse } from 'msw';
import { createHandlers } from '../handlers/index.ts';
import { createStoreFrom, DEFAULT_ACCESS_TTL_MS } from '../store/core.ts';
import { defaultSeed } from '../store/defaultSeed.ts';
import { STORAGE_KEY } from '../store/persist.ts';
import { API_PREFIX, TOKEN_TTL_STORAGE_KEY, type MockWorkerMessage } from './messages.ts';
import { openMirroredStorage } from './mirroredStorage.ts';

// The few service-worker types used here; the project compiles against the DOM library, whose
// `self` is a window.
interface ExtendableEvent extends Event {
  waitUntil: (promise: Promise<unknown>) => void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith: (response: Promise<Response>) => void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: MockWorkerMessage;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  location: Location;
  skipWaiting: () => Promise<void>;
  clients: { claim: () => Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
const scope = globalThis as unknown as WorkerScope;

const ready = (async () => {
  const storage = await openMirroredStorage('fbi-mock', [STORAGE_KEY, TOKEN_TTL_STORAGE_KEY]);
  const store = createStoreFrom(defaultSeed, { storage });
  const ttlSeconds = Number(storage.getItem(TOKEN_TTL_STORAGE_KEY));
  if (ttlSeconds > 0) store.config.accessTtlMs = ttlSeconds * 1000;
  return { store, storage, handlers: createHandlers(store) };
})();

/** The mock's answer to `request`; one no handler matches goes to the network, as msw's would. */
async function answer(request: Request): Promise<Response> {
  const { handlers } = await ready;
  return (await getResponse(handlers, request)) ?? fetch(request);
}

/** Carries out a message of the page; see {@link MockWorkerMessage}. */
async function obey(message: MockWorkerMessage): Promise<void> {
  if (message.type === 'claim') return scope.clients.claim();
  const { store, storage } = await ready;
  if (message.type === 'reset') {
    store.reset();
  } else if (message.seconds === null) {
    store.config.accessTtlMs = DEFAULT_ACCESS_TTL_MS;
    storage.removeItem(TOKEN_TTL_STORAGE_KEY);
  } else {
    store.config.accessTtlMs = message.seconds * 1000;
    storage.setItem(TOKEN_TTL_STORAGE_KEY, String(message.seconds));
  }
  await storage.flushed();
}

// A new version of the mock takes over at once: the demo has no state in the page to migrate.
scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));

scope.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== scope.location.origin || !url.pathname.startsWith(API_PREFIX)) return;
  const response = answer(event.request);
  event.respondWith(response);
  // The worker may be stopped once idle: it stays up until the call's changes are stored.
  event.waitUntil(
    response.then(
      async () => (await ready).storage.flushed(),
      () => undefined,
    ),
  );
});

scope.addEventListener('message', (event) => {
  const done = obey(event.data).then(() => event.ports[0]?.postMessage('done'));
  event.waitUntil(done);
});
