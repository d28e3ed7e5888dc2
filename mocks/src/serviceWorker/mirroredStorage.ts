/**
 * Web Storage for the mock's service worker, which has none: the store's persistence reads and
 * writes synchronously (persist.ts), so the worker keeps the values in a map, read once from
 * Cache Storage when it starts and written back behind each change.
 */
import type { KeyValueStorage } from '../store/persist.ts';

/** A {@link KeyValueStorage} whose changes reach Cache Storage in the background. */
export interface MirroredStorage extends KeyValueStorage {
  /** Resolves once every change made so far is written (a failed write is only logged). */
  flushed: () => Promise<void>;
}

/** The request URL a key is kept under in the cache (Cache Storage keys are requests). */
const entryUrl = (key: string) => `/__fbi-mock__/${encodeURIComponent(key)}`;

/**
 * Opens the cache `cacheName` and reads `keys` from it. Writes are coalesced: a value set twice
 * before its write starts is written once, the latest.
 */
export async function openMirroredStorage(
  cacheName: string,
  keys: readonly string[],
): Promise<MirroredStorage> {
  const cache = await caches.open(cacheName);
  const values = new Map<string, string>();
  await Promise.all(
    keys.map(async (key) => {
      const stored = await cache.match(entryUrl(key));
      if (stored) values.set(key, await stored.text());
    }),
  );

  const pending = new Map<string, string | null>();
  let writing = Promise.resolve();
  const write = (key: string, value: string | null) => {
    const queued = pending.has(key);
    pending.set(key, value);
    if (queued) return;
    writing = writing.then(async () => {
      const latest = pending.get(key) ?? null;
      pending.delete(key);
      try {
        if (latest === null) await cache.delete(entryUrl(key));
        else await cache.put(entryUrl(key), new Response(latest));
      } catch (error) {
        // A full quota loses persistence only; the running store goes on (as persist.ts does).
        console.warn('[mock] could not persist the demo data:', error);
      }
    });
  };

  return {
    getItem: (key) => values.get(key) ?? null,
    setItem(key, value) {
      values.set(key, value);
      write(key, value);
    },
    removeItem(key) {
      values.delete(key);
      write(key, null);
    },
    flushed: () => writing,
  };
}
