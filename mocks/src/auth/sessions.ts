/**
 * Sessions of the mock server: random opaque tokens mapped to a member, an access token that
 * expires after the store's configured lifetime, and a refresh token that renews it (01 §4
 * Session, §7 auth calls, §8 TOKEN_TIMEOUT).
 */
import { SERVER_MESSAGES, type Role } from '@fbi/domain';
import { tokenTimeout, unauthorized } from '../http/errors.ts';
import { clientRoles } from '../store/roles.ts';
import type { Store } from '../store/store.ts';
import type { MemberRecord, SessionRecord } from '../store/types.ts';

/** Who is calling: the member behind the token and their client role names. */
export interface Caller {
  member: MemberRecord;
  /** Client (lowercase) roles, read from the member at call time so role edits apply at once. */
  roles: Role[];
}

/** A random token: 32 bytes of crypto randomness as hex (not faker, which is seeded). */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Drops sessions whose refresh token has expired, so a long demo does not grow the store. */
function prune(store: Store): void {
  const now = store.now();
  store.data.sessions = store.data.sessions.filter((s) => s.refreshExpiresAt > now);
}

/** Opens a session for a member (login). */
export function openSession(store: Store, memberId: number): SessionRecord {
  prune(store);
  const now = store.now();
  const session: SessionRecord = {
    token: randomToken(),
    refreshToken: randomToken(),
    memberId,
    accessExpiresAt: now + store.config.accessTtlMs,
    refreshExpiresAt: now + store.config.refreshTtlMs,
  };
  store.data.sessions.push(session);
  return session;
}

/**
 * Renews a session by its refresh token: a new access token, while the refresh token stays the
 * same with its lifetime started again and earlier access tokens keep working until they expire.
 * So two requests that hit 401 together may both refresh and retry (01 §4 Session) instead of
 * one logging the user out. An unknown or expired refresh token, or a deleted member, is
 * TOKEN_TIMEOUT (01 §8).
 */
export function refreshSession(store: Store, refreshToken: string): SessionRecord {
  const now = store.now();
  const family = store.data.sessions.filter((s) => s.refreshToken === refreshToken);
  const latest = family.at(-1);
  const member = latest && store.data.members.find((m) => m.id === latest.memberId);
  if (!latest || !member || latest.refreshExpiresAt <= now) throw tokenTimeout();
  const session: SessionRecord = {
    token: randomToken(),
    refreshToken,
    memberId: member.id,
    accessExpiresAt: now + store.config.accessTtlMs,
    refreshExpiresAt: now + store.config.refreshTtlMs,
  };
  // Access tokens of this session that have expired are of no more use.
  store.data.sessions = store.data.sessions.filter(
    (s) => s.refreshToken !== refreshToken || s.accessExpiresAt > now,
  );
  for (const s of store.data.sessions)
    if (s.refreshToken === refreshToken) s.refreshExpiresAt = session.refreshExpiresAt;
  store.data.sessions.push(session);
  return session;
}

/** The bearer token of a request, or null when no Authorization header is sent. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (header === null) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? '';
}

/**
 * The caller of a request: null without an Authorization header; 401 for a malformed, unknown or
 * expired access token, or one whose member was deleted.
 */
export function callerOf(store: Store, request: Request): Caller | null {
  const token = bearerToken(request);
  if (token === null) return null;
  const session = token ? store.data.sessions.find((s) => s.token === token) : undefined;
  if (!session) throw unauthorized(SERVER_MESSAGES.tokenInvalid);
  if (session.accessExpiresAt <= store.now()) throw unauthorized(SERVER_MESSAGES.tokenExpired);
  const member = store.data.members.find((m) => m.id === session.memberId);
  if (!member) throw unauthorized(SERVER_MESSAGES.tokenInvalid);
  return { member, roles: clientRoles(member.roles) };
}
