import { mapServerRoles, type Role } from '@fbi/domain';

/**
 * The session kept in the browser (01 §3): roles, token, refresh token, nick, profile nick, rank,
 * photo. One localStorage key each, so a real server's tokens survive reloads as the spec expects.
 */
export interface Session {
  roles: Role[];
  token: string | null;
  refreshToken: string | null;
  nick: string | null;
  profileNick: string | null;
  rang: string | null;
  photo: string | null;
}

/** The localStorage key of each part of the session (index.html's early calls read the token's). */
export const SESSION_KEYS = {
  roles: 'roles',
  token: 'token',
  refreshToken: 'refreshToken',
  nick: 'nick',
  profileNick: 'profileNick',
  rang: 'rang',
  photo: 'photo',
} as const satisfies Record<keyof Session, string>;

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: Session | null = null;

function read(): Session {
  const get = (key: string) => localStorage.getItem(key);
  let roles: Role[] = ['user'];
  try {
    const parsed: unknown = JSON.parse(get(SESSION_KEYS.roles) ?? '[]');
    roles = mapServerRoles(Array.isArray(parsed) ? parsed.map(String) : []);
  } catch {
    roles = ['user'];
  }
  return {
    roles,
    token: get(SESSION_KEYS.token),
    refreshToken: get(SESSION_KEYS.refreshToken),
    nick: get(SESSION_KEYS.nick),
    profileNick: get(SESSION_KEYS.profileNick),
    rang: get(SESSION_KEYS.rang),
    photo: get(SESSION_KEYS.photo),
  };
}

function emit() {
  snapshot = read();
  for (const l of listeners) l();
}

/** The current session (a stable object until it changes, for useSyncExternalStore). */
export function getSession(): Session {
  snapshot ??= read();
  return snapshot;
}

/** Subscribes to session changes (also from other tabs); returns the unsubscribe function. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || Object.values<string>(SESSION_KEYS).includes(e.key)) emit();
  });
}

/**
 * Writes part of the session; `roles` are stored already mapped to the lowercase names (01 §6),
 * other fields as strings, null removes the key.
 */
export function updateSession(patch: Partial<Session>): void {
  for (const [field, value] of Object.entries(patch) as [keyof Session, unknown][]) {
    const key = SESSION_KEYS[field];
    if (value === null || value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, field === 'roles' ? JSON.stringify(value) : String(value));
  }
  emit();
}

/** Removes every session key (logout, session expiry). */
export function clearSession(): void {
  clearSessionBeforeReload();
  emit();
}

/**
 * Removes every session key without telling the page, for a page about to be replaced (the demo
 * reset reopens /): the page keeps showing what it showed until the new one loads as a visitor,
 * instead of first re-rendering as a visitor and being sent home by the guard (01 §2).
 */
export function clearSessionBeforeReload(): void {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
}

/** True when the session holds a token and a role other than `user` (01 §2 Header). */
export function isLoggedIn(session: Session): boolean {
  return session.token !== null && session.roles.some((r) => r !== 'user');
}
