/**
 * A route's chunk is fetched ahead of the click (issue 13): hovering or focusing a shell link
 * asks for that route's screen, and a plain render asks for nothing.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupUser } from '../../shared/testing/interactions.ts';
import { RouteLink } from './RouteLink.tsx';

// Files share a worker's modules (isolate: false): drop those an earlier file imported, so the
// mocks below apply (vitest's vi.mock docs: vi.resetModules in vi.hoisted).
vi.hoisted(() => vi.resetModules());
const { prefetchScreen } = vi.hoisted(() => ({ prefetchScreen: vi.fn() }));
vi.mock('../routes.tsx', () => ({ prefetchScreen }));

function renderLink() {
  render(
    <MemoryRouter>
      <RouteLink href="/team">Состав</RouteLink>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'Состав' });
}

describe('RouteLink', () => {
  beforeEach(() => prefetchScreen.mockClear());

  it('fetches nothing until the link is approached', () => {
    renderLink();
    expect(prefetchScreen).not.toHaveBeenCalled();
  });

  it('fetches the screen of its route on hover', async () => {
    const link = renderLink();
    await setupUser().hover(link);
    expect(prefetchScreen).toHaveBeenCalledWith('/team');
  });

  it('fetches the screen of its route on keyboard focus', async () => {
    renderLink();
    await setupUser().tab();
    expect(prefetchScreen).toHaveBeenCalledWith('/team');
  });
});
