/**
 * Test harness: an msw/node server over a fresh store with a controllable clock, and typed
 * openapi-fetch clients logged in as a demo account.
 */
import createClient, { type Client } from 'openapi-fetch';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { paths } from '@fbi/api';
import { createMockServer, type MockServer } from '../node.ts';
import { createStore, type StoreOptions } from '../store/store.ts';
import { DEMO_PASSWORD } from '../store/seed/staff.ts';

/** Base URL of the test clients; handlers match any origin. */
export const BASE_URL = 'http://mock.test';

/** A typed client of the contract. */
export type ApiClient = Client<paths>;

/** A test clock: starts at a fixed instant and moves only when told. */
export interface Clock {
  now: () => number;
  advance: (ms: number) => void;
}

/** A clock starting at 2026-11-20 12:00 UTC. */
export function createClock(start = Date.UTC(2026, 10, 20, 12)): Clock {
  let t = start;
  return { now: () => t, advance: (ms) => (t += ms) };
}

/** A client; `token` adds the bearer header. Fetch is looked up per call so msw intercepts it. */
export function client(token?: string): ApiClient {
  return createClient<paths>({
    baseUrl: BASE_URL,
    fetch: (request) => globalThis.fetch(request),
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

/** Logs in a demo account (username = role name) and returns its tokens. */
export async function login(username: string): Promise<{ token: string; refreshToken: string }> {
  const { data, error } = await client().POST('/api/v1/auth/login', {
    body: { username, password: DEMO_PASSWORD },
  });
  if (!data) throw new Error(`login ${username} failed: ${JSON.stringify(error)}`);
  return data;
}

/** A client logged in as the demo account. */
export async function as(username: string): Promise<ApiClient> {
  return client((await login(username)).token);
}

/**
 * Starts a mock server for the test file, over a fresh store per file with a test clock.
 * @returns the server (its `store` for arranging and asserting) and the clock.
 */
export function setupMockServer(options: StoreOptions = {}): { server: MockServer; clock: Clock } {
  const clock = createClock();
  const server = createMockServer(createStore({ now: clock.now, ...options }));
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { server, clock };
}
