/**
 * The one way a vitest file runs screens and modals against the mock (msw/node): a server over a
 * fresh seeded store reset after every test, a recorder of the requests the portal sent, logging
 * in as a demo account, and rendering inside the portal's providers.
 */
import type { Role } from '@fbi/domain';
import { createMockServer, createStore, type MockServer, type Store } from '@fbi/mocks/node';
import { toast } from '@fbi/ui';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { MemoryProviders } from '../../app/MemoryProviders.tsx';
import { storeLogin, type LoginAnswer } from '../../features/auth/storeLogin.ts';
import { createQueryClient } from '../queryClient.ts';
import { clearSession } from '../sessionStorage.ts';

/** One request the portal sent. */
export interface SentRequest {
  method: string;
  /** The path without origin or query, e.g. '/api/v1/punishment/all'. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /**
   * The parsed JSON body, a multipart body's fields as `{ name: string | File }` (uploads), or
   * null (no body, another type); filled once the body is read.
   */
  body: unknown;
}

/** The requests sent since the last test started (the login of `loginAs` excluded). */
export interface RequestRecorder {
  readonly all: readonly SentRequest[];
  /** The requests to `path` (exact) with `method` (default any), oldest first. */
  to(path: string, method?: string): SentRequest[];
  /** Forgets everything recorded so far. */
  clear(): void;
}

/** A sent body as {@link SentRequest.body} holds it (JSON, multipart fields, or null). */
async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('json')) return request.json();
  if (type.includes('multipart/form-data')) return Object.fromEntries(await request.formData());
  return null;
}

/** What {@link setupMockApi} gives a test file. */
export interface MockApi {
  server: MockServer;
  requests: RequestRecorder;
  /** Logs in through the mock as the demo account of `role` and stores the session (01 §3). */
  loginAs(role: Role | 'trainee_duty'): Promise<void>;
  /**
   * Renders `ui` inside the portal's providers at `route` (path and query string), logged in as
   * `role` first unless it is 'user'.
   */
  renderAs(role: Role | 'trainee_duty', ui: ReactNode, route?: string): Promise<RenderResult>;
}

/**
 * Registers the mock server's lifecycle on the calling test file (beforeAll/afterEach/afterAll):
 * unhandled requests fail the test, handlers overridden in a test are reset after it, the store
 * is restored to its state after `arrange`, toasts are dismissed and the session cleared.
 * @param arrange trims or shapes the seeded store once (e.g. fewer rows for faster jsdom tables).
 */
export function setupMockApi(arrange?: (store: Store) => void): MockApi {
  const store = createStore();
  arrange?.(store);
  const pristine = structuredClone(store.data);
  const server = createMockServer(store);
  const sent: SentRequest[] = [];
  let recording = true;

  beforeAll(() => {
    server.listen({ onUnhandledFrame: 'error' });
    server.events.on('request:start', ({ request }) => {
      if (!recording) return;
      const url = new URL(request.url);
      const entry: SentRequest = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: null,
      };
      sent.push(entry);
      void readBody(request.clone())
        .then((body) => void (entry.body = body))
        .catch(() => undefined);
    });
  });
  afterEach(() => {
    // Unmount first (vitest runs this file's afterEach before the setup file's cleanup): a screen
    // still mounted when the session is cleared asks its list again as a visitor, and that call
    // landed in the next test's requests.
    cleanup();
    server.resetHandlers();
    store.data = structuredClone(pristine);
    toast.dismissAll();
    clearSession();
    sent.length = 0;
  });
  afterAll(() => server.close());

  const loginAs = async (role: Role | 'trainee_duty') => {
    recording = false;
    try {
      const response = await fetch(`${location.origin}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: role, password: 'password' }),
      });
      if (!response.ok) throw new Error(`Demo login as ${role} failed: ${response.status}`);
      storeLogin((await response.json()) as LoginAnswer);
    } finally {
      recording = true;
    }
  };

  return {
    server,
    requests: {
      get all() {
        return sent;
      },
      to: (path, method) =>
        sent.filter((r) => r.path === path && (method === undefined || r.method === method)),
      clear: () => void (sent.length = 0),
    },
    loginAs,
    async renderAs(role, ui, route = '/') {
      if (role !== 'user') await loginAs(role);
      return render(
        <MemoryProviders route={route} queryClient={createQueryClient()}>
          {ui}
        </MemoryProviders>,
      );
    },
  };
}
