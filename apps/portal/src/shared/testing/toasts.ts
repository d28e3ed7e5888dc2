/** Toast queries the screen tests share (vitest, jsdom). */
import { screen, within } from '@testing-library/react';

/**
 * Waits for the toast region (mounted lazily with the first toast) and then for a toast with
 * this text in it; returns the element holding the text. Fails after the async-util timeout.
 */
export async function findToast(text: string | RegExp): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: 'Уведомления' });
  return within(region).findByText(text);
}
