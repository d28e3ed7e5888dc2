import { mapServerRoles } from '@fbi/domain';
import { updateSession } from '../../shared/sessionStorage.ts';

/** The login answer of 01 §3: token, refreshToken, nick, rang, photo, roles. */
export interface LoginAnswer {
  token: string;
  refreshToken: string;
  nick: string;
  rang?: string | null;
  photo?: string | null;
  roles?: readonly string[] | null;
}

/**
 * Keeps the login answer in the browser (01 §3): roles mapped to the lowercase names, token,
 * refresh token, nick, profile nick (the nick until a profile says otherwise), rank and photo.
 */
export function storeLogin(answer: LoginAnswer): void {
  updateSession({
    roles: mapServerRoles(answer.roles),
    token: answer.token,
    refreshToken: answer.refreshToken,
    nick: answer.nick,
    profileNick: answer.nick,
    rang: answer.rang ?? null,
    photo: answer.photo ?? null,
  });
}
