/**
 * Helpers for the portal stories' play functions (Storybook only). Modals and toasts render into
 * portals, so everything is queried in `document.body`.
 */
import { expect, within } from 'storybook/test';

/** Queries over the whole document (portals included). */
export const page = () => within(document.body);

/** Waits for the dialog of that name and returns queries inside it. */
export async function findDialog(name: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog') {
  return within(await page().findByRole(role, { name }, { timeout: 5000 }));
}

/** Waits for a toast with this text in the toast region. */
export async function expectToast(text: string | RegExp) {
  const region = await page().findByRole('region', { name: 'Уведомления' });
  await expect(await within(region).findByText(text, {}, { timeout: 5000 })).toBeInTheDocument();
}
