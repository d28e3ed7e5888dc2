/**
 * The shared default store of the browser worker, Storybook and the `handlers` export. It is made
 * on first use so that importing types or `createHandlers` seeds nothing. Its data comes from
 * defaultSeed.ts, which the demo build swaps for build-time JSON: nothing here imports faker.
 */
import { createStoreFrom, type Store } from './core.ts';
import { defaultSeed } from './defaultSeed.ts';

/** localStorage key holding an access token lifetime in seconds (demo switch for refresh). */
export const TOKEN_TTL_STORAGE_KEY = 'fbi-mock:tokenTtl';

/** URL query parameter holding an access token lifetime in seconds, e.g. `?mockTokenTtl=20`. */
export const TOKEN_TTL_QUERY_PARAM = 'mockTokenTtl';

let defaultStore: Store | null = null;

/** True in a real browser page (jsdom in vitest has no service worker support, so it is not one). */
function isRealBrowser(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof localStorage !== 'undefined'
  );
}

/** Seconds from the URL or localStorage switch, as ms; null when neither is set or valid. */
function ttlOverrideMs(): number | null {
  const fromUrl = new URLSearchParams(window.location.search).get(TOKEN_TTL_QUERY_PARAM);
  let fromStorage: string | null = null;
  try {
    fromStorage = localStorage.getItem(TOKEN_TTL_STORAGE_KEY);
  } catch {
    // Storage blocked: only the URL switch applies.
  }
  const seconds = Number(fromUrl ?? fromStorage ?? NaN);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

/**
 * The default store: persisted in localStorage in a real browser (with the token lifetime
 * switches applied), in memory elsewhere.
 */
export function getDefaultStore(): Store {
  if (defaultStore) return defaultStore;
  if (isRealBrowser()) {
    const ttl = ttlOverrideMs();
    defaultStore = createStoreFrom(defaultSeed, {
      storage: localStorage,
      ...(ttl ? { accessTtlMs: ttl } : {}),
    });
  } else {
    defaultStore = createStoreFrom(defaultSeed);
  }
  return defaultStore;
}

/** Re-seeds the default store (open sessions stay valid): the "reset demo data" button (issue 3). */
export function resetStore(): void {
  getDefaultStore().reset();
}

/**
 * Sets the access token lifetime of a store (the default store when omitted). Tokens issued
 * from now on use it; a short one lets the client's refresh be exercised.
 */
export function setTokenTtl(ms: number, store: Store = getDefaultStore()): void {
  store.config.accessTtlMs = ms;
}

/** Sets the refresh token lifetime; once it passes, refresh answers TOKEN_TIMEOUT (01 §8). */
export function setRefreshTokenTtl(ms: number, store: Store = getDefaultStore()): void {
  store.config.refreshTtlMs = ms;
}
