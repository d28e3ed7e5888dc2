/** POST /auth/login and /auth/refresh (01 §3 Login, §4 Session, §7, §8). */
import type { HttpHandler } from 'msw';
import { validateLogin } from '@fbi/domain';
import { openSession, refreshSession } from '../auth/sessions.ts';
import { badRequest, invalidCredentials, tokenTimeout } from '../http/errors.ts';
import { route } from '../http/route.ts';
import type { Store } from '../store/store.ts';

/** Handlers of the auth calls. Login and refresh ignore any Authorization header sent along. */
export function authHandlers(store: Store): HttpHandler[] {
  return [
    route(
      store,
      'post',
      '/api/v1/auth/login',
      async ({ body }) => {
        const { username, password } = await body();
        const invalid = validateLogin({ username, password });
        if (invalid) throw badRequest(invalid.message);
        const account = store.data.accounts.find(
          (a) => a.username === username?.trim() && a.password === password,
        );
        const member = account && store.data.members.find((m) => m.id === account.memberId);
        if (!account || !member) throw invalidCredentials();
        const session = openSession(store, member.id);
        return {
          token: session.token,
          refreshToken: session.refreshToken,
          nick: member.nick,
          rang: member.rang,
          photo: member.photo,
          roles: member.roles,
        };
      },
      { auth: 'none' },
    ),
    route(
      store,
      'post',
      '/api/v1/auth/refresh',
      async ({ body }) => {
        const { refreshToken } = await body();
        if (typeof refreshToken !== 'string' || refreshToken === '') throw tokenTimeout();
        const session = refreshSession(store, refreshToken);
        const member = store.data.members.find((m) => m.id === session.memberId);
        return {
          token: session.token,
          refreshToken: session.refreshToken,
          roles: member?.roles ?? [],
        };
      },
      { auth: 'none' },
    ),
  ];
}
