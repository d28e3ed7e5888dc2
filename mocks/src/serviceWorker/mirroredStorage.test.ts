import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openMirroredStorage } from './mirroredStorage.ts';

/** Cache Storage as a service worker sees it, kept in maps; counts the writes. */
function fakeCaches() {
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

describe('openMirroredStorage', () => {
  let fake: ReturnType<typeof fakeCaches>;
  beforeEach(() => {
    fake = fakeCaches();
    vi.stubGlobal('caches', fake.api);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers at once and keeps what was set for the next worker', async () => {
    const storage = await openMirroredStorage('test', ['store']);
    expect(storage.getItem('store')).toBeNull();
    storage.setItem('store', '{"a":1}');
    expect(storage.getItem('store')).toBe('{"a":1}');
    await storage.flushed();

    const next = await openMirroredStorage('test', ['store']);
    expect(next.getItem('store')).toBe('{"a":1}');
  });

  it('writes a value set twice before its write starts once, the latest', async () => {
    const storage = await openMirroredStorage('test', ['store']);
    storage.setItem('store', 'first');
    storage.setItem('store', 'second');
    await storage.flushed();
    expect(fake.writes).toEqual(['second']);
  });

  it('forgets a removed key for the next worker', async () => {
    const storage = await openMirroredStorage('test', ['store']);
    storage.setItem('store', 'x');
    storage.removeItem('store');
    expect(storage.getItem('store')).toBeNull();
    await storage.flushed();
    expect((await openMirroredStorage('test', ['store'])).getItem('store')).toBeNull();
  });
});
