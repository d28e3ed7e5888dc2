/**
 * The shell's scroll on navigation (issue 8) without a forced layout on the first open (issue 13):
 * the page that just opened is not scrolled, a new path starts at the top, and Back returns to
 * where the user was.
 */
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNavigationEffects } from './useNavigationEffects.ts';

function Shell() {
  useNavigationEffects('main');
  return <main id="main" tabIndex={-1} />;
}

function renderShell() {
  const router = createMemoryRouter(
    ['/', '/team'].map((path) => ({ path, element: <Shell /> })),
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('useNavigationEffects', () => {
  it('does not scroll the page that just opened', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderShell();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts a new path at the top and scrolls back on Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderShell();
    await act(() => router.navigate('/team'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
