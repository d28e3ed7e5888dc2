// @vitest-environment node
/** Login, refresh, 401, 403 and TOKEN_TIMEOUT (01 §4 Session, §6, §7, §8). */
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, MESSAGES, ROLES } from '@fbi/domain';
import { DEFAULT_ACCESS_TTL_MS } from '../store/store.ts';
import { as, client, login, setupMockServer } from './harness.ts';

const { server, clock } = setupMockServer();

describe('auth', () => {
  it('logs in every demo account with server role names', async () => {
    for (const username of [...ROLES, 'trainee_duty']) {
      const { data, response } = await client().POST('/api/v1/auth/login', {
        body: { username, password: 'password' },
      });
      expect(response.status, username).toBe(200);
      expect(data?.roles.every((r) => r.startsWith('ROLE_'))).toBe(true);
      expect(data?.nick).toMatch(/^[A-Z][a-z]+_[A-Z][a-z]+$/);
    }
    const { data } = await client().POST('/api/v1/auth/login', {
      body: { username: 'trainee_duty', password: 'password' },
    });
    expect(data).toMatchObject({ rang: 'Дежурный', roles: ['ROLE_NATIONAL_ACADEMY_TRAINEE'] });
  });

  it('rejects a wrong password with INVALID_CREDENTIALS', async () => {
    const { error, response } = await client().POST('/api/v1/auth/login', {
      body: { username: 'director', password: 'nope' },
    });
    expect(response.status).toBe(401);
    expect(error).toEqual({
      type: 'INVALID_CREDENTIALS',
      message: ERROR_CATALOGUE.invalidCredentials,
    });
  });

  it('answers 400 with the spec message for an empty login form', async () => {
    const { error, response } = await client().POST('/api/v1/auth/login', {
      body: { username: '', password: '' },
    });
    expect(response.status).toBe(400);
    expect(error?.message).toBe('Введите имя пользователя и пароль');
  });

  it('answers 401 without a token and with an unknown one', async () => {
    const anonymous = await client().GET('/api/v1/team/all');
    expect(anonymous.response.status).toBe(401);
    const unknown = await client('nope').GET('/api/v1/team/all');
    expect(unknown.response.status).toBe(401);
    expect(unknown.error?.type).toBe('UNAUTHORIZED');
  });

  it('expires access tokens and renews them by refresh', async () => {
    const { token, refreshToken } = await login('director');
    expect((await client(token).GET('/api/v1/team/all')).response.status).toBe(200);
    clock.advance(DEFAULT_ACCESS_TTL_MS + 1);
    expect((await client(token).GET('/api/v1/team/all')).response.status).toBe(401);

    const refreshed = await client(token).POST('/api/v1/auth/refresh', { body: { refreshToken } });
    expect(refreshed.response.status).toBe(200);
    expect(refreshed.data?.roles).toEqual(['ROLE_DIRECTOR']);
    const renewed = refreshed.data?.token ?? '';
    expect((await client(renewed).GET('/api/v1/team/all')).response.status).toBe(200);

    // The refresh token stays valid, so two requests refreshing at once both succeed.
    const again = await client().POST('/api/v1/auth/refresh', { body: { refreshToken } });
    expect(again.response.status).toBe(200);
    expect(again.data?.refreshToken).toBe(refreshToken);
    // The access token of the first refresh keeps working until it expires.
    expect((await client(renewed).GET('/api/v1/team/all')).response.status).toBe(200);
  });

  it('answers TOKEN_TIMEOUT for an unknown refresh token', async () => {
    const { error, response } = await client().POST('/api/v1/auth/refresh', {
      body: { refreshToken: 'unknown' },
    });
    expect(response.status).toBe(401);
    expect(error).toEqual({
      type: 'TOKEN_TIMEOUT',
      message: ERROR_CATALOGUE.sessionExpired,
    });
  });

  it('answers TOKEN_TIMEOUT for an expired refresh token', async () => {
    const { refreshToken } = await login('director');
    clock.advance(server.store.config.refreshTtlMs + 1);
    const { error, response } = await client().POST('/api/v1/auth/refresh', {
      body: { refreshToken },
    });
    expect(response.status).toBe(401);
    expect(error?.type).toBe('TOKEN_TIMEOUT');
  });

  it('uses a changed token lifetime for new tokens', async () => {
    server.store.config.accessTtlMs = 1000;
    try {
      const { token } = await login('director');
      clock.advance(1001);
      expect((await client(token).GET('/api/v1/team/all')).response.status).toBe(401);
    } finally {
      server.store.config.accessTtlMs = DEFAULT_ACCESS_TTL_MS;
    }
  });

  it('answers 403 FORBIDDEN to a role outside the permission table', async () => {
    const api = await as('agent_cid');
    const { error, response } = await api.POST('/api/v1/news/add', {
      body: { header: 'x', subheader: 'y', text: 'z', photo: 'p' },
    });
    expect(response.status).toBe(403);
    expect(error).toEqual({ type: 'FORBIDDEN', message: MESSAGES.noAccess });
  });

  it('serves public calls without a token', async () => {
    expect((await client().GET('/api/v1/news/all')).response.status).toBe(200);
    expect((await client().GET('/api/v1/team/all-photo')).response.status).toBe(200);
  });
});
