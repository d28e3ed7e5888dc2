/** Toast queries the screen tests share (vitest, jsdom). */
import { REGISTRY_TEXT } from '@fbi/domain';
import { screen, within } from '@testing-library/react';
import type { TestUser } from './interactions.ts';

/**
 * Waits for the toast region (mounted lazily with the first toast) and then for a toast with
 * this text in it; returns the element holding the text. Fails after the async-util timeout.
 */
export async function findToast(text: string | RegExp): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: 'Уведомления' });
  return within(region).findByText(text);
}

/**
 * Waits for the success toast saying `text` (issue 24: every action answers) and returns its box
 * (the tone-marked toast: its text and its «Открыть», if any). Fails on a toast of another tone.
 */
export async function findSuccessToast(text: string): Promise<HTMLElement> {
  const box = (await findToast(text)).closest<HTMLElement>('[data-tone]');
  if (box?.dataset.tone !== 'success') throw new Error(`«${text}» is not a success toast`);
  return box;
}

/** Waits for the success toast saying `text` and presses its «Открыть». */
export async function openFromToast(user: TestUser, text: string): Promise<void> {
  const box = await findSuccessToast(text);
  await user.click(within(box).getByRole('button', { name: REGISTRY_TEXT.openRecord }));
}
