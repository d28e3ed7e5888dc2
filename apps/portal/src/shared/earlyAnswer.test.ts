import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyCallsScript, WORKER_WAIT_MS, type EarlyCallsTarget } from '../../build/earlyCalls.ts';
import { createStore } from '@fbi/mocks/node';
import { newsQueryOptions, type News } from '../features/home/api.ts';
import { newestNews } from '../features/home/newestNews.ts';
import { API_BASE_URL } from './config.ts';
import { photoUrl } from './photoUrl.ts';
import { SESSION_KEYS } from './sessionStorage.ts';
import { setupMockApi } from './testing/mockApi.tsx';
import { EARLY_CALLS_KEY, FIRST_CALLS } from './firstCalls.ts';
import { prefetchFirstCalls } from '../app/screens.ts';

const mock = setupMockApi();
const early = window as { [EARLY_CALLS_KEY]?: Record<string, Promise<unknown>> };

afterEach(() => {
  early[EARLY_CALLS_KEY] = undefined;
});

/**
 * Runs index.html's inline script on `path` with the API at `baseUrl`, each fetch answering
 * `answer(url)` as JSON; resolves once every answer was handled, to the images it preloaded.
 */
async function runScript(
  baseUrl: string,
  path: string,
  answer: (url: string) => unknown,
  storage: Pick<Storage, 'getItem'> = { getItem: () => null },
) {
  return runScriptOn({ baseUrl }, path, answer, storage);
}

/** runScript for any target, with `navigator` (the demo's worker) when given. */
async function runScriptOn(
  target: EarlyCallsTarget,
  path: string,
  answer: (url: string) => unknown,
  storage: Pick<Storage, 'getItem'> = { getItem: () => null },
  navigator: object = {},
) {
  const preloaded: string[] = [];
  const head = { appendChild: (link: HTMLLinkElement) => preloaded.push(link.href) };
  const doc = { head, createElement: () => ({ setAttribute: () => undefined }) };
  const fetches: Promise<unknown>[] = [];
  new Function(
    'window',
    'location',
    'fetch',
    'document',
    'localStorage',
    'navigator',
    earlyCallsScript(target, FIRST_CALLS),
  )(
    early,
    { pathname: path },
    (url: string) => {
      const sent = Promise.resolve({ ok: true, json: () => Promise.resolve(answer(url)) });
      fetches.push(sent);
      return sent;
    },
    doc,
    storage,
    navigator,
  );
  await Promise.all(Object.values(early[EARLY_CALLS_KEY] ?? {}));
  await Promise.all(fetches);
  return preloaded;
}

describe('first calls (issue 24)', () => {
  it('the screen table sends exactly the calls index.html sends early, for each route', async () => {
    for (const [path, calls] of Object.entries(FIRST_CALLS)) {
      mock.requests.clear();
      prefetchFirstCalls(path, new QueryClient());
      await waitFor(() => expect(mock.requests.all).toHaveLength(calls.length));
      expect(mock.requests.all.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
        calls.map((call) => `GET ${call}`).sort(),
      );
    }
  });

  it('the first GET of a path takes the early answer once; a later one asks the server', async () => {
    const answer = [{ id: 1, header: 'Ранняя новость' }];
    early[EARLY_CALLS_KEY] = { '/api/v1/news/all': Promise.resolve(answer) };
    const client = new QueryClient();
    await expect(client.fetchQuery(newsQueryOptions())).resolves.toBe(answer);
    expect(mock.requests.to('/api/v1/news/all')).toHaveLength(0);
    await client.refetchQueries();
    expect(mock.requests.to('/api/v1/news/all')).toHaveLength(1);
  });

  it('an early call that failed (null) is sent again, and its answer is the server one', async () => {
    early[EARLY_CALLS_KEY] = { '/api/v1/news/all': Promise.resolve(null) };
    const news = await new QueryClient().fetchQuery(newsQueryOptions());
    expect(mock.requests.to('/api/v1/news/all')).toHaveLength(1);
    expect(news.length).toBeGreaterThan(0);
  });

  it('the inline script asks only on a route with first calls, on the API base URL', async () => {
    const asked: string[] = [];
    const run = (path: string) =>
      runScript('https://api.example', path, (url) => {
        asked.push(url);
        return url;
      });
    await run('/punishments');
    expect(asked).toEqual([]);
    await run('/');
    expect(asked).toEqual(FIRST_CALLS['/'].map((call) => `https://api.example${call}`));
    await expect(early[EARLY_CALLS_KEY]?.['/api/v1/news/all']).resolves.toBe(
      'https://api.example/api/v1/news/all',
    );
  });

  it('the inline script asks nothing for a logged-in person (01 §7: bearer and Audit-Nick), or an unreadable storage asks', async () => {
    const asked: string[] = [];
    const record = (url: string) => {
      asked.push(url);
      return [];
    };
    await runScript('https://api.example', '/', record, {
      getItem: (key) => (key === SESSION_KEYS.token ? 'token-1' : null),
    });
    expect(asked).toEqual([]);
    expect(early[EARLY_CALLS_KEY]).toBeUndefined();
    await runScript('https://api.example', '/', record, {
      getItem: () => {
        throw new Error('storage is off');
      },
    });
    expect(asked).toEqual(['https://api.example/api/v1/news/all']);
  });

  it('the inline script preloads the photo the carousel shows first, as newestNews and photoUrl pick it', async () => {
    const item = (id: number, createdAt: string, photo: string | null) =>
      ({ id, header: `Новость ${id}`, subheader: '', text: '', createdAt, photo }) as News;
    const cases: News[][] = [
      createStore().data.news as News[],
      [
        item(1, '2026-01-01T10:00:00Z', '/news/01.webp'),
        item(2, '2026-03-01T10:00:00Z', '/news/02.webp'),
      ],
      [
        item(1, '2026-03-01T10:00:00Z', '/news/01.webp'),
        item(2, '2026-03-01T10:00:00Z', '/news/02.webp'),
      ],
      [item(1, 'не дата', '/news/01.webp'), item(2, '2025-01-01T00:00:00Z', '/news/02.webp')],
      [item(1, 'не дата', '/news/01.webp'), item(2, 'тоже нет', '/news/02.webp')],
      [item(1, '2026-03-01T10:00:00Z', '  '), item(2, '2025-01-01T00:00:00Z', '/news/02.webp')],
      [item(1, '2026-03-01T10:00:00Z', 'https://cdn.example/a.webp')],
      [item(1, '2026-03-01T10:00:00Z', null)],
      [],
    ];
    for (const news of cases) {
      const first = photoUrl(newestNews(news)[0]?.photo);
      const preloaded = await runScript(API_BASE_URL, '/', (url) =>
        url.endsWith('/api/v1/news/all') ? news : [],
      );
      expect(preloaded).toEqual(first === null ? [] : [first]);
    }
    const onApi = await runScript('https://api.example', '/', (url) =>
      url.endsWith('/api/v1/news/all') ? [item(1, '2026-03-01T10:00:00Z', '/news/01.webp')] : [],
    );
    expect(onApi).toEqual(['https://api.example/news/01.webp']);
  });
  it("in the demo build the inline script asks the mock's worker once it controls the page, never the network before", async () => {
    const worker = '/mock-sw.js';
    const listeners: (() => void)[] = [];
    const serviceWorker = {
      controller: null as { scriptURL: string } | null,
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    };
    const asked: string[] = [];
    const ran = runScriptOn(
      { baseUrl: '', worker },
      '/',
      (url) => asked.push(url) && [],
      undefined,
      {
        serviceWorker,
      },
    );
    await Promise.resolve();
    expect(asked).toEqual([]);
    // Another worker of the origin (an earlier demo's msw) taking the page is not the mock.
    serviceWorker.controller = { scriptURL: 'http://127.0.0.1/mockServiceWorker.js' };
    listeners.forEach((listener) => listener());
    await Promise.resolve();
    expect(asked).toEqual([]);
    serviceWorker.controller = { scriptURL: `http://127.0.0.1${worker}` };
    listeners.forEach((listener) => listener());
    await ran;
    expect(asked).toEqual(FIRST_CALLS['/']);
  });

  it("in the demo build an early call without the mock's worker in WORKER_WAIT_MS counts as failed, so the portal sends its own", async () => {
    vi.useFakeTimers();
    try {
      const serviceWorker = { controller: null, addEventListener: () => undefined };
      const ran = runScriptOn({ baseUrl: '', worker: '/mock-sw.js' }, '/', () => [], undefined, {
        serviceWorker,
      });
      await vi.advanceTimersByTimeAsync(WORKER_WAIT_MS);
      await ran;
      await expect(early[EARLY_CALLS_KEY]?.['/api/v1/news/all']).resolves.toBeNull();
      // A browser without service workers: failed at once.
      const without = runScriptOn({ baseUrl: '', worker: '/mock-sw.js' }, '/', () => []);
      await without;
      await expect(early[EARLY_CALLS_KEY]?.['/api/v1/news/all']).resolves.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
