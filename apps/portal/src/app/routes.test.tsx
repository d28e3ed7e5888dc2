/**
 * A route whose chunks were preloaded (the opened route before the first render, a hovered
 * sidebar link) renders its screen at once: no fallback, so React's reveal throttle cannot hold
 * the screen back (issue 13: `/`'s news photo).
 */
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../shared/testing/mockApi.tsx';
import { pageRoutes } from './routes.tsx';

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
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders a preloaded screen at once, without its fallback', async () => {
    await homeRoute().preload();
    await renderHome();
    expect(screen.queryByText(FALLBACK)).not.toBeInTheDocument();
    // The home page's footer, rendered in the same pass as the rest of the screen.
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
