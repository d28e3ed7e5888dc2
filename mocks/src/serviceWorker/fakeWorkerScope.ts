/**
 * Test doubles of what the browser gives the mock's service worker: Cache Storage kept in maps,
 * and a worker scope that runs worker.ts in node, where a test delivers the fetch events and
 * messages the browser would (tests only).
 */
import { vi } from 'vitest';
import type { MockWorkerMessage } from './messages.ts';

/** The origin the fake worker serves; requests of another origin go past it. */
export const WORKER_ORIGIN = 'http://demo.test';

/** Cache Storage as a service worker sees it, kept in maps; `writes` lists every value put. */
export function fakeCaches() {
  const caches = new Map<string, Map<string, string>>();
  const writes: string[] = [];
  return {
    writes,
    api: {
      async open(name: string) {
        const entries = caches.get(name) ?? new Map<string, string>();
        caches.set(name, entries);
        return {
          match: async (url: string) =>
            entries.has(url) ? new Response(entries.get(url)) : undefined,
          put: async (url: string, response: Response) => {
            const text = await response.text();
            writes.push(text);
            entries.set(url, text);
          },
          delete: async (url: string) => entries.delete(url),
        };
      },
    },
  };
}

type Listener = (event: object) => void;

/** One running instance of worker.ts, as the browser would drive it. */
export interface FakeWorker {
  /**
   * What a page's `fetch(request)` gets from the worker; resolves after the event's waitUntil
   * work too (the changes stored), after which the browser may stop the worker.
   */
  fetch: (request: Request) => Promise<Response>;
  /** Posts `message` as a page does (browser.ts); resolves once the worker has carried it out. */
  post: (message: MockWorkerMessage) => Promise<void>;
  /** How many times the worker asked to control the open pages. */
  claims: () => number;
}

/**
 * Starts a fresh instance of worker.ts over `caches` (one from {@link fakeCaches}, shared by the
 * instances of one test, as the browser's Cache Storage outlives its workers). The caller undoes
 * the globals with `vi.unstubAllGlobals()`.
 */
export async function startFakeWorker(caches: ReturnType<typeof fakeCaches>): Promise<FakeWorker> {
  const listeners = new Map<string, Listener>();
  const claim = vi.fn(async () => undefined);
  vi.stubGlobal('caches', caches.api);
  vi.stubGlobal('location', new URL(`${WORKER_ORIGIN}/mock-sw.js`));
  vi.stubGlobal('skipWaiting', async () => undefined);
  vi.stubGlobal('clients', { claim });
  vi.stubGlobal('addEventListener', (type: string, listener: Listener) =>
    listeners.set(type, listener),
  );
  // A fresh module is a fresh worker: it reads the store back from the caches.
  vi.resetModules();
  await import('./worker.ts');

  const dispatch = (type: string, event: object) => {
    const listener = listeners.get(type);
    if (!listener) throw new Error(`worker.ts has no ${type} listener`);
    listener(event);
  };
  return {
    async fetch(request) {
      const event: { response?: Promise<Response> } = {};
      const lifetime: Promise<unknown>[] = [];
      dispatch('fetch', {
        request,
        respondWith: (answer: Promise<Response>) => (event.response = answer),
        waitUntil: (work: Promise<unknown>) => lifetime.push(work),
      });
      if (!event.response) throw new Error(`the worker did not answer ${request.url}`);
      const answer = await event.response;
      await Promise.all(lifetime);
      return answer;
    },
    async post(message) {
      const lifetime: Promise<unknown>[] = [];
      dispatch('message', {
        data: message,
        ports: [],
        waitUntil: (work: Promise<unknown>) => lifetime.push(work),
      });
      await Promise.all(lifetime);
    },
    claims: () => claim.mock.calls.length,
  };
}
