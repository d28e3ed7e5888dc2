// @vitest-environment node
import createClient from 'openapi-fetch';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSessionMiddleware } from './session.ts';
import type { TokenStore } from './tokens.ts';

const BASE = 'http://api.test';

/** The slice of the contract these tests call. */
interface TestPaths {
  '/api/v1/team/all': {
    get: { responses: { 200: { content: { 'application/json': { teamCount: number } } } } };
  };
  '/api/v1/news/add': {
    post: {
      requestBody: { content: { 'application/json': { header: string } } };
      responses: { 200: { content: { 'application/json': { ok: boolean } } } };
    };
  };
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function memoryTokens(initial: Partial<Record<'token' | 'refreshToken' | 'nick', string>>) {
  const state = { token: null, refreshToken: null, nick: null, ...initial } as Record<
    'token' | 'refreshToken' | 'nick',
    string | null
  >;
  const tokens: TokenStore = {
    getToken: () => state.token,
    getRefreshToken: () => state.refreshToken,
    getNick: () => state.nick,
    setToken: (t) => void (state.token = t),
    setRefreshToken: (t) => void (state.refreshToken = t),
  };
  return { tokens, state };
}

function makeClient(tokens: TokenStore, onSessionExpired = vi.fn()) {
  const client = createClient<TestPaths>({
    baseUrl: BASE,
    fetch: (r) => globalThis.fetch(r),
  });
  client.use(createSessionMiddleware({ tokens, baseUrl: BASE, onSessionExpired }));
  return { client, onSessionExpired };
}

describe('session middleware', () => {
  it('sends the bearer token and Audit-Nick on every call', async () => {
    const seen: Record<string, string | null>[] = [];
    server.use(
      http.get(`${BASE}/api/v1/team/all`, ({ request }) => {
        seen.push({
          auth: request.headers.get('Authorization'),
          nick: request.headers.get('Audit-Nick'),
        });
        return HttpResponse.json({ teamCount: 3 });
      }),
    );
    const { tokens } = memoryTokens({ token: 't1', nick: 'Ivan_Petrov' });
    const { client } = makeClient(tokens);
    const { data } = await client.GET('/api/v1/team/all');
    expect(data).toEqual({ teamCount: 3 });
    expect(seen).toEqual([{ auth: 'Bearer t1', nick: 'Ivan_Petrov' }]);
  });

  it('replaces the stored token with a bearer Authorization header of a response', async () => {
    server.use(
      http.get(`${BASE}/api/v1/team/all`, () =>
        HttpResponse.json({ teamCount: 1 }, { headers: { Authorization: 'Bearer swapped' } }),
      ),
    );
    const { tokens, state } = memoryTokens({ token: 'old', nick: 'A_B' });
    await makeClient(tokens).client.GET('/api/v1/team/all');
    expect(state.token).toBe('swapped');
  });

  it('on 401 refreshes once and retries the request once, body included', async () => {
    let refreshCalls = 0;
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/api/v1/auth/refresh`, async ({ request }) => {
        refreshCalls++;
        expect(await request.json()).toEqual({ refreshToken: 'r1' });
        return HttpResponse.json({ token: 'fresh', refreshToken: 'r2', roles: ['ROLE_DIRECTOR'] });
      }),
      http.post(`${BASE}/api/v1/news/add`, async ({ request }) => {
        bodies.push(await request.json());
        return request.headers.get('Authorization') === 'Bearer fresh'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ type: 'UNAUTHORIZED', message: 'нет' }, { status: 401 });
      }),
    );
    const { tokens, state } = memoryTokens({ token: 'stale', refreshToken: 'r1', nick: 'A_B' });
    const { client, onSessionExpired } = makeClient(tokens);
    const { data } = await client.POST('/api/v1/news/add', { body: { header: 'Заголовок' } });
    expect(data).toEqual({ ok: true });
    expect(refreshCalls).toBe(1);
    expect(bodies).toEqual([{ header: 'Заголовок' }, { header: 'Заголовок' }]);
    expect(state).toMatchObject({ token: 'fresh', refreshToken: 'r2' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('shares one refresh between several calls failing at once', async () => {
    let refreshCalls = 0;
    server.use(
      http.post(`${BASE}/api/v1/auth/refresh`, async () => {
        refreshCalls++;
        await new Promise((r) => setTimeout(r, 20));
        return HttpResponse.json({ token: 'fresh' });
      }),
      http.get(`${BASE}/api/v1/team/all`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer fresh'
          ? HttpResponse.json({ teamCount: 7 })
          : new HttpResponse(null, { status: 403 }),
      ),
    );
    const { tokens } = memoryTokens({ token: 'stale', refreshToken: 'r1' });
    const { client } = makeClient(tokens);
    const results = await Promise.all([1, 2, 3, 4].map(() => client.GET('/api/v1/team/all')));
    expect(results.map((r) => r.data)).toEqual(Array(4).fill({ teamCount: 7 }));
    expect(refreshCalls).toBe(1);
  });

  it('retries a call that fails after the refresh is over with the new token, no second refresh', async () => {
    let refreshCalls = 0;
    let releaseSlow: () => void = () => undefined;
    const slowAnswered = new Promise<void>((resolve) => (releaseSlow = resolve));
    server.use(
      http.post(`${BASE}/api/v1/auth/refresh`, () => {
        refreshCalls++;
        return HttpResponse.json({ token: 'fresh' });
      }),
      http.get(`${BASE}/api/v1/team/all`, async ({ request }) => {
        if (request.headers.get('Authorization') === 'Bearer fresh') {
          return HttpResponse.json({ teamCount: 2 });
        }
        // The second stale call answers only once the first one has refreshed and retried.
        if (new URL(request.url).searchParams.has('late')) await slowAnswered;
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const { tokens } = memoryTokens({ token: 'stale', refreshToken: 'r1' });
    const { client } = makeClient(tokens);
    const late = client.GET('/api/v1/team/all', {
      params: { query: { late: 1 } } as never,
    });
    const first = await client.GET('/api/v1/team/all');
    releaseSlow();
    expect(first.data).toEqual({ teamCount: 2 });
    expect((await late).data).toEqual({ teamCount: 2 });
    expect(refreshCalls).toBe(1);
  });

  it('retries without a second refresh a call whose 401 body was still being read when the refresh ended', async () => {
    // The middleware reads a failed answer's body (for TOKEN_TIMEOUT) before deciding to refresh;
    // on a busy machine the shared refresh ended during that read, and a second one followed.
    let refreshCalls = 0;
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    let lateBodyRead: () => void = () => undefined;
    const lateBodyAsked = new Promise<void>((resolve) => (lateBodyRead = resolve));
    let closeLateBody: () => void = () => undefined;
    server.use(
      http.post(`${BASE}/api/v1/auth/refresh`, async () => {
        refreshCalls++;
        await refreshGate;
        return HttpResponse.json({ token: 'fresh' });
      }),
      http.get(`${BASE}/api/v1/team/all`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer fresh'
          ? HttpResponse.json({ teamCount: 5 })
          : new HttpResponse(null, { status: 401 }),
      ),
    );
    // The late call's 401 is answered here, not by msw (which reads a body whole before
    // answering), so its body arrives only when the test says.
    const lateAnswer = () => {
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          lateBodyRead();
          return new Promise<void>((resolve) => {
            closeLateBody = () => {
              controller.enqueue(new TextEncoder().encode('{"message":"expired"}'));
              controller.close();
              resolve();
            };
          });
        },
      });
      return new Response(body, { status: 401, headers: { 'Content-Type': 'application/json' } });
    };
    const { tokens } = memoryTokens({ token: 'stale', refreshToken: 'r1' });
    const client = createClient<TestPaths>({
      baseUrl: BASE,
      fetch: async (r) =>
        new URL(r.url).searchParams.has('late') ? lateAnswer() : globalThis.fetch(r),
    });
    client.use(createSessionMiddleware({ tokens, baseUrl: BASE, onSessionExpired: vi.fn() }));
    const first = client.GET('/api/v1/team/all');
    const late = client.GET('/api/v1/team/all', { params: { query: { late: 1 } } as never });
    await lateBodyAsked;
    releaseRefresh();
    expect((await first).data).toEqual({ teamCount: 5 });
    closeLateBody();
    expect((await late).data).toEqual({ teamCount: 5 });
    expect(refreshCalls).toBe(1);
  });

  it('does not refresh a 401 when no token was held', async () => {
    const refresh = vi.fn(() => HttpResponse.json({ token: 'x' }));
    server.use(
      http.post(`${BASE}/api/v1/auth/refresh`, refresh),
      http.get(`${BASE}/api/v1/team/all`, () => new HttpResponse(null, { status: 401 })),
    );
    const { tokens } = memoryTokens({});
    const { client, onSessionExpired } = makeClient(tokens);
    const { response } = await client.GET('/api/v1/team/all');
    expect(response.status).toBe(401);
    expect(refresh).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('expires the session once when the refresh fails', async () => {
    server.use(
      http.post(`${BASE}/api/v1/auth/refresh`, () =>
        HttpResponse.json(
          { type: 'TOKEN_TIMEOUT', message: 'Истекло время сессии. Войдите повторно.' },
          { status: 401 },
        ),
      ),
      http.get(`${BASE}/api/v1/team/all`, () => new HttpResponse(null, { status: 401 })),
    );
    const { tokens } = memoryTokens({ token: 'stale', refreshToken: 'old' });
    const { client, onSessionExpired } = makeClient(tokens);
    await Promise.all([client.GET('/api/v1/team/all'), client.GET('/api/v1/team/all')]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('expires the session on a TOKEN_TIMEOUT error without refreshing', async () => {
    const refresh = vi.fn(() => HttpResponse.json({ token: 'x' }));
    server.use(
      http.post(`${BASE}/api/v1/auth/refresh`, refresh),
      http.get(`${BASE}/api/v1/team/all`, () =>
        HttpResponse.json({ type: 'TOKEN_TIMEOUT', message: 'm' }, { status: 400 }),
      ),
    );
    const { tokens } = memoryTokens({ token: 't', refreshToken: 'r' });
    const { client, onSessionExpired } = makeClient(tokens);
    await client.GET('/api/v1/team/all');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('neither refreshes nor expires for a call whose session was logged out meanwhile', async () => {
    const refresh = vi.fn(() => HttpResponse.json({ token: 'x' }));
    const { tokens, state } = memoryTokens({ token: 't', refreshToken: 'r' });
    server.use(
      http.post(`${BASE}/api/v1/auth/refresh`, refresh),
      http.get(`${BASE}/api/v1/team/all`, () => {
        state.token = null;
        state.refreshToken = null;
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const { client, onSessionExpired } = makeClient(tokens);
    const { response } = await client.GET('/api/v1/team/all');
    expect(response.status).toBe(401);
    expect(refresh).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not end a session left while its refresh ran, when that refresh fails', async () => {
    const { tokens, state } = memoryTokens({ token: 'old', refreshToken: 'r-old' });
    server.use(
      http.get(`${BASE}/api/v1/team/all`, () => new HttpResponse(null, { status: 403 })),
      // The refresh is answered after the page logged out and in again (a new session): the old
      // session's refresh token is no longer known.
      http.post(`${BASE}/api/v1/auth/refresh`, () => {
        state.token = 'new';
        state.refreshToken = 'r-new';
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const { client, onSessionExpired } = makeClient(tokens);
    const { response } = await client.GET('/api/v1/team/all');
    expect(response.status).toBe(403);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(state.token).toBe('new');
  });

  it("does not end a new login's session for a TOKEN_TIMEOUT of a call sent before it", async () => {
    const { tokens, state } = memoryTokens({ token: 'old', refreshToken: 'r' });
    server.use(
      http.get(`${BASE}/api/v1/team/all`, () => {
        state.token = 'new';
        return HttpResponse.json({ type: 'TOKEN_TIMEOUT', message: 'm' }, { status: 401 });
      }),
    );
    const { client, onSessionExpired } = makeClient(tokens);
    await client.GET('/api/v1/team/all');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
