/**
 * Helpers of the home stories' play functions (Storybook only). Modals and toasts render into
 * portals, so everything is queried in `document.body`.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Queries over the whole document (portals included). */
export const page = () => within(document.body);

/**
 * Waits for the dialog of that name to be open and done with its entrance animation (until then
 * it is transparent, and `toBeVisible` fails), and returns queries inside it.
 */
export async function findDialog(name: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await page().findByRole(role, { name }, { timeout: 5000 });
  await waitFor(() => expect(dialog.closest('[data-entering]')).toBeNull(), { timeout: 5000 });
  return within(dialog);
}

/**
 * Removes react-aria's pending-button announcements left by the previous story. The live
 * announcer outlives a story by up to 7 s, and its entries point (by aria-labelledby) at buttons
 * that are gone, which axe reports as role-img-alt in the next story of the file.
 */
export function clearStaleAnnouncements() {
  for (const node of document.querySelectorAll('[aria-live] > [role="img"][aria-labelledby]')) {
    const ids = node.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
    if (!ids.every((id) => document.getElementById(id))) node.remove();
  }
}

/** Waits for a toast with this text in the toast region. */
export async function expectToast(text: string | RegExp) {
  const region = await page().findByRole('region', { name: 'Уведомления' });
  await expect(await within(region).findByText(text, {}, { timeout: 5000 })).toBeInTheDocument();
}

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

/** Types a complete press article into the open form and uploads its photo. */
export async function fillArticle() {
  const dialog = page();
  await userEvent.type(dialog.getByRole('textbox', { name: /^Заголовок/ }), 'Учения HRT');
  await userEvent.type(
    dialog.getByRole('textbox', { name: /^Подзаголовок/ }),
    'Штурм условного здания',
  );
  await userEvent.type(
    dialog.getByRole('textbox', { name: /^Текст/ }),
    'Группа HRT провела плановые учения.',
  );
  await userEvent.upload(photoInput(), pngFile());
  await expect(
    await dialog.findByRole('img', { name: 'Предпросмотр фотографии' }, { timeout: 5000 }),
  ).toBeVisible();
}
