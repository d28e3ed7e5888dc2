/**
 * A route whose chunks were preloaded (the opened route before the first render, a hovered
 * sidebar link) renders its screen at once: no fallback, so React's reveal throttle cannot hold
 * the screen back (issue 13: `/`'s news photo).
 */
import { HOME_TEXT } from '@fbi/domain';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../shared/queryClient.ts';
import { setupMockApi } from '../shared/testing/mockApi.tsx';
import { loadInitialScreen, pageRoutes } from './routes.tsx';

// The punishments screen's chunk still downloading, for good.
// Files share a worker's modules (isolate: false): drop those an earlier file imported, so the
// mocks below apply (vitest's vi.mock docs: vi.resetModules in vi.hoisted).
vi.hoisted(() => vi.resetModules());
vi.mock('../features/punishments/PunishmentsPage.tsx', () => new Promise(() => {}));

const mock = setupMockApi();
const FALLBACK = 'fallback';

function homeRoute() {
  const home = pageRoutes.find((route) => route.path === '/');
  if (!home) throw new Error('no route /');
  return home;
}

async function renderHome() {
  const { Screen } = homeRoute();
  await mock.renderAs(
    'user',
    <Suspense fallback={<p>{FALLBACK}</p>}>
      <Screen />
    </Suspense>,
    '/',
  );
}

describe('route screens', () => {
  // In this order: the first case needs the home chunks not yet preloaded.
  it('suspends on a screen that was not preloaded', async () => {
    await renderHome();
    expect(screen.getByText(FALLBACK)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: HOME_TEXT.title })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: HOME_TEXT.title })).toBeInTheDocument();
  });

  it('renders a preloaded screen at once, without its fallback', async () => {
    await homeRoute().preload();
    await renderHome();
    expect(screen.queryByText(FALLBACK)).not.toBeInTheDocument();
    // The home page's heading, rendered in the same pass as the rest of the screen.
    expect(screen.getByRole('heading', { name: HOME_TEXT.title })).toBeInTheDocument();
  });

  it('does not hold the first render for a route the session may not open (it goes to /)', async () => {
    // An anonymous visitor on a guarded registry: resolves although the screen never loads.
    await expect(loadInitialScreen('/punishments', createQueryClient())).resolves.toBeUndefined();
  });
});
