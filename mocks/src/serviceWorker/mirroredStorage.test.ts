import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCaches } from './fakeWorkerScope.ts';
import { openMirroredStorage } from './mirroredStorage.ts';

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
