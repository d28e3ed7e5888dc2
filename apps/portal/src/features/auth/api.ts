/** The auth feature's calls (01 §7 auth): one function per operation. */
import { apiPost } from '../../shared/call.ts';
/** POST /api/v1/auth/login — answers the session (token, refresh token, nick, rank, roles). */
export function login(body: { username: string; password: string }) {
  return apiPost('/api/v1/auth/login', { body });
}
