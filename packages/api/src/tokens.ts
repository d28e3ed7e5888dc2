/**
 * Where the client reads and writes the session's credentials (01 §3: kept in the browser).
 * The portal backs it with localStorage; tests back it with a plain object.
 */
export interface TokenStore {
  /** The bearer token, or null when nobody is logged in. */
  getToken(): string | null;
  /** The refresh token of 01 §7 `POST /api/v1/auth/refresh`, or null. */
  getRefreshToken(): string | null;
  /** The current nick, sent as `Audit-Nick` on every call (01 §7). */
  getNick(): string | null;
  /** Stores a token taken from a response's `Authorization: Bearer …` header or a refresh. */
  setToken(token: string): void;
  /** Stores the refresh token a refresh returned. */
  setRefreshToken(refreshToken: string): void;
}

/** What `POST /api/v1/auth/refresh` answers (01 §7). */
export interface RefreshResult {
  token: string;
  refreshToken?: string | null;
  roles?: readonly string[] | null;
}
