/**
 * `/` sends its news call beside its screen's chunk, not after the chunk ran (issue 13: the news
 * photo is the page's largest paint); the org chart's call waits for the news (issue 24). Here
 * the home chunk never arrives, and the news call is sent anyway.
 */
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../shared/testing/mockApi.tsx';
import { pageRoutes } from './routes.tsx';

// The home screen's chunk still downloading, for good.
// Files share a worker's modules (isolate: false): drop those an earlier file imported, so the
// mocks below apply (vitest's vi.mock docs: vi.resetModules in vi.hoisted).
vi.hoisted(() => vi.resetModules());
vi.mock('../features/home/HomePage.tsx', () => new Promise(() => {}));

const mock = setupMockApi();

describe("a route's first calls", () => {
  it('sends / its news call, and not the org chart call, before its screen has loaded', async () => {
    const home = pageRoutes.find((route) => route.path === '/');
    if (!home) throw new Error('no route /');
    await mock.renderAs('user', <home.Screen />, '/');
    await waitFor(() => expect(mock.requests.to('/api/v1/news/all')).toHaveLength(1));
    expect(mock.requests.to('/api/v1/team/all-photo')).toHaveLength(0);
  });
});
