import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';

const NAME = 'current address';

/**
 * The memory router's path and query, shown for a test to read where a link or a toast's
 * «Открыть» went (vitest only; render it beside the screen under test).
 */
export function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label={NAME}>{pathname + search}</output>;
}

/** The address {@link CurrentUrl} shows (also while a modal hides the rest of the page). */
export const currentUrl = () =>
  screen.getByRole('status', { name: NAME, hidden: true }).textContent;
