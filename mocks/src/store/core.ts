/**
 * The store object the handlers work on, independent of where its data comes from: the faker
 * seed (store.ts, in node, tests and Storybook) or the build-time JSON of the demo build
 * (demoSeedPlugin.ts). It holds no faker import, so the browser's mock chunk can use it.
 */
import { clearData, loadData, saveData, STORAGE_KEY, type KeyValueStorage } from './persist.ts';
import type { StoreData } from './types.ts';

/** Default lifetime of an access token: 5 minutes (brief of the mock; the spec gives none). */
export const DEFAULT_ACCESS_TTL_MS = 5 * 60_000;

/** Default lifetime of a refresh token: 7 days (our choice). */
export const DEFAULT_REFRESH_TTL_MS = 7 * 24 * 60 * 60_000;

/** Token lifetimes, changeable at run time to exercise refresh and TOKEN_TIMEOUT. */
export interface StoreConfig {
  accessTtlMs: number;
  refreshTtlMs: number;
}

/** Options of a store whatever its seed: clock, persistence and token lifetimes. */
export interface StoreBaseOptions {
  /** Clock in epoch ms (default Date.now); tests pass a controllable one. */
  now?: () => number;
  /** Where to persist; null or absent keeps the store in memory only. */
  storage?: KeyValueStorage | null;
  /** Storage key (default 'fbi-mock:store'). */
  storageKey?: string;
  /** Access token lifetime in ms (default 5 minutes). */
  accessTtlMs?: number;
  /** Refresh token lifetime in ms (default 7 days). */
  refreshTtlMs?: number;
}

/** The mock server's state. */
export interface Store {
  /** All records; replaced as a whole by {@link Store.reset}. */
  data: StoreData;
  readonly config: StoreConfig;
  /** Current time, epoch ms. */
  now(): number;
  /** A new id, unique across every collection. */
  nextId(): number;
  /** Persists the data if the store is persistent (called after every successful change). */
  save(): void;
  /** Re-seeds the data, keeping open sessions, and persists it ("reset demo data"). */
  reset(): void;
}

/**
 * Creates a store over `seed` (fresh data for a reference time in epoch ms): with `storage`, the
 * stored data when it matches the schema version, else a fresh seed (which is then stored);
 * without, always a fresh seed.
 */
export function createStoreFrom(
  seed: (now: number) => StoreData,
  options: StoreBaseOptions = {},
): Store {
  const now = options.now ?? Date.now;
  const storage = options.storage ?? null;
  const key = options.storageKey ?? STORAGE_KEY;

  const stored = storage ? loadData(storage, key) : null;
  const store: Store = {
    data: stored ?? seed(now()),
    config: {
      accessTtlMs: options.accessTtlMs ?? DEFAULT_ACCESS_TTL_MS,
      refreshTtlMs: options.refreshTtlMs ?? DEFAULT_REFRESH_TTL_MS,
    },
    now,
    nextId() {
      const id = store.data.meta.nextId;
      store.data.meta.nextId = id + 1;
      return id;
    },
    save() {
      if (storage) saveData(storage, key, store.data);
    },
    reset() {
      if (storage) clearData(storage, key);
      // Sessions survive: the seed is deterministic, so member ids stay valid and the person
      // pressing "reset demo data" stays logged in.
      const sessions = store.data.sessions;
      store.data = { ...seed(now()), sessions };
      store.save();
    },
  };
  if (storage && !stored) store.save();
  return store;
}
