/**
 * Helpers of the home stories' play functions (Storybook only): the press article's photo.
 */
import { PRESS_ARTICLE_TEXT as T } from '@fbi/domain';
import { expect, userEvent } from 'storybook/test';
import { fillText, page } from '../../shared/testing/storyPlay.ts';

/** A 1×1 PNG, the photo the stories upload. */
export function pngFile(name = 'photo.png'): File {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** The file input of the open press-article form. */
export function photoInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** Fills in a complete press article in the open form and uploads its photo. */
export async function fillArticle() {
  const dialog = page();
  await fillText(dialog.getByRole('textbox', { name: new RegExp(`^${T.header}`) }), 'Учения HRT');
  await fillText(
    dialog.getByRole('textbox', { name: new RegExp(`^${T.subheader}`) }),
    'Штурм условного здания',
  );
  await fillText(
    dialog.getByRole('textbox', { name: new RegExp(`^${T.text}`) }),
    'Группа HRT провела плановые учения.',
  );
  await userEvent.upload(photoInput(), pngFile());
  await expect(await dialog.findByRole('img', { name: T.photo }, { timeout: 5000 })).toBeVisible();
}
