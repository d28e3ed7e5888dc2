import type { Middleware } from 'openapi-fetch';
import { asErrorBody } from './errors.ts';
import type { RefreshResult, TokenStore } from './tokens.ts';

/** The error type that ends a session at once (01 §8). */
export const TOKEN_TIMEOUT = 'TOKEN_TIMEOUT';

const REFRESH_PATH = '/api/v1/auth/refresh';
const LOGIN_PATH = '/api/v1/auth/login';

export interface SessionMiddlewareOptions {
  /** Where tokens and the nick live. */
  tokens: TokenStore;
  /** Base URL of the API ('' for same origin), used for the refresh call. */
  baseUrl: string;
  /** The fetch used for the refresh and the retry (defaults to the global one at call time). */
  fetch?: (request: Request) => Promise<Response>;
  /** Called after a successful refresh, with the new roles when the server sent them. */
  onRefreshed?: (result: RefreshResult) => void;
  /**
   * Called once when the session ends: the refresh failed, or a TOKEN_TIMEOUT error arrived.
   * The portal shows the expiry toast, clears storage and reloads (01 §8).
   */
  onSessionExpired: () => void;
}

/**
 * The session middleware of 01 §4 Session and §7:
 * - every call carries `Authorization: Bearer <token>` and `Audit-Nick: <nick>`;
 * - a response with a bearer `Authorization` header replaces the stored token;
 * - on 401 or 403 while a token is held: one `POST /api/v1/auth/refresh` (shared by every call
 *   failing at the same time, and skipped for a call that failed with a token already replaced)
 *   and one retry of the request with the new token;
 * - when the refresh fails, or any response carries `{type: 'TOKEN_TIMEOUT'}`, `onSessionExpired`;
 *   not for a call sent in a session that has since been left (logged out or replaced).
 * Returns an openapi-fetch middleware.
 */
export function createSessionMiddleware(options: SessionMiddlewareOptions): Middleware {
  const { tokens, baseUrl, onRefreshed, onSessionExpired } = options;
  const doFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  /** Untouched copies of requests, so a retry can resend a body the first attempt consumed. */
  const pending = new Map<string, { copy: Request; sentToken: string | null }>();
  let refreshing: Promise<string | null> | null = null;
  let expired = false;

  const expire = () => {
    if (expired) return;
    expired = true;
    onSessionExpired();
  };

  /** One refresh for every caller that asks while it runs; resolves to the new token or null. */
  const refresh = (): Promise<string | null> => {
    refreshing ??= (async () => {
      const refreshToken = tokens.getRefreshToken();
      if (!refreshToken) return null;
      try {
        const response = await doFetch(
          new Request(`${baseUrl}${REFRESH_PATH}`, {
            method: 'POST',
            headers: withAuditNick({ 'Content-Type': 'application/json' }, tokens.getNick()),
            body: JSON.stringify({ refreshToken }),
          }),
        );
        if (!response.ok) return null;
        const result = (await response.json()) as RefreshResult;
        if (!result.token) return null;
        tokens.setToken(result.token);
        if (result.refreshToken) tokens.setRefreshToken(result.refreshToken);
        onRefreshed?.(result);
        return result.token;
      } catch {
        return null;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  return {
    onRequest({ request, id }) {
      const token = tokens.getToken();
      const nick = tokens.getNick();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      if (nick) request.headers.set('Audit-Nick', encodeHeader(nick));
      pending.set(id, { copy: request.clone(), sentToken: token });
      return request;
    },

    async onResponse({ request, response, id }) {
      const entry = pending.get(id);
      pending.delete(id);
      takeBearer(response, tokens);
      const timedOut = await isTokenTimeout(response);
      // Read after the body: a shared refresh may have ended while it was read.
      const current = tokens.getToken();
      // The session this call was sent in is no longer the one held (logged out, logged in
      // again, or already refreshed): its answer cannot end the session held now.
      const replaced = !!entry?.sentToken && current !== entry.sentToken;

      if (timedOut) {
        if (!replaced) expire();
        return response;
      }
      const path = new URL(request.url).pathname;
      const isAuthCall = path.endsWith(LOGIN_PATH) || path.endsWith(REFRESH_PATH);
      if ((response.status !== 401 && response.status !== 403) || !entry?.sentToken || isAuthCall) {
        return response;
      }
      // Logged out while the call was on its way: nothing to refresh, nothing to expire.
      if (!current) return response;

      // A call sent with the old token may fail after another call's refresh has finished: it
      // is retried with the token that refresh brought, not made to refresh a second time.
      const token = replaced ? current : await refresh();
      if (!token) {
        // A session left while the refresh ran (logged out, or another login) did not end by
        // its failure: the refresh token it sent was the old session's.
        if (tokens.getToken() === entry.sentToken) expire();
        return response;
      }
      const retry = entry.copy;
      retry.headers.set('Authorization', `Bearer ${token}`);
      const retried = await doFetch(retry);
      takeBearer(retried, tokens);
      if (await isTokenTimeout(retried)) expire();
      return retried;
    },

    onError({ id }) {
      pending.delete(id);
    },
  };
}

/** Stores the token of a `Authorization: Bearer …` response header, if there is one. */
function takeBearer(response: Response, tokens: TokenStore): void {
  const header = response.headers.get('Authorization');
  const match = header?.match(/^Bearer\s+(.+)$/i);
  if (match?.[1]) tokens.setToken(match[1].trim());
}

async function isTokenTimeout(response: Response): Promise<boolean> {
  if (response.ok) return false;
  if (!response.headers.get('Content-Type')?.includes('json')) return false;
  try {
    return asErrorBody(await response.clone().json())?.type === TOKEN_TIMEOUT;
  } catch {
    return false;
  }
}

function withAuditNick(headers: Record<string, string>, nick: string | null) {
  return nick ? { ...headers, 'Audit-Nick': encodeHeader(nick) } : headers;
}

/**
 * Header values must be ISO-8859-1; nicks are Latin First_Last (01 §5) so they pass unchanged,
 * anything else is percent-encoded rather than making fetch throw.
 */
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);
}
