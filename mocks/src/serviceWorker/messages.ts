/**
 * What the page says to the mock's service worker (browser.ts → worker.ts). Each message carries
 * a port; the worker answers `'done'` on it once the message is carried out.
 */
export type MockWorkerMessage =
  /** Re-seed the demo data; open sessions stay valid (the "reset demo data" control). */
  | { type: 'reset' }
  /** Access token lifetime in seconds for tokens issued from now on; null: the default. */
  | { type: 'tokenTtl'; seconds: number | null }
  /** Take control of the pages of the origin, such as one a hard reload left to the network. */
  | { type: 'claim' };

/** The worker's script, served at the root so that its scope is the whole portal. */
export const MOCK_WORKER_URL = '/mock-sw.js';

/** The path prefix of every call the mock answers; other requests go to the network. */
export const API_PREFIX = '/api/';

/** localStorage key holding an access token lifetime in seconds (demo switch for refresh). */
export const TOKEN_TTL_STORAGE_KEY = 'fbi-mock:tokenTtl';

/** URL query parameter holding an access token lifetime in seconds, e.g. `?mockTokenTtl=20`. */
export const TOKEN_TTL_QUERY_PARAM = 'mockTokenTtl';
