/** Logging in and out through the header, as a user does (01 §2 Header, login modal). */
import { LOGIN_TEXT, PROFILE_MENU_TEXT, SHELL_TEXT } from '@fbi/domain';
import type { Page } from 'playwright-core';

/** Every demo account's password (README "Demo accounts"). */
const PASSWORD = 'password';

/** The header's login button of an anonymous visitor. */
export function loginButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: SHELL_TEXT.login, exact: true });
}

/**
 * Opens the «Войти» modal, types `username` and the demo password, submits and waits for the
 * modal to close and the profile menu to replace the login button. Rejects on a timeout.
 */
export async function logIn(page: Page, username: string): Promise<void> {
  await loginButton(page).click();
  const dialog = page.getByRole('dialog', { name: LOGIN_TEXT.title });
  await dialog.getByLabel(LOGIN_TEXT.username).fill(username);
  await dialog.getByLabel(LOGIN_TEXT.password).fill(PASSWORD);
  await dialog.getByRole('button', { name: LOGIN_TEXT.submit }).click();
  await dialog.waitFor({ state: 'hidden' });
  await profileButton(page).waitFor();
}

/** The header's profile menu button of a logged-in user. */
export function profileButton(page: Page) {
  return page.getByRole('banner').locator('button[aria-haspopup="menu"]');
}

/** Logs out through the profile menu's «Выйти» and waits for the login button. */
export async function logOut(page: Page): Promise<void> {
  await profileButton(page).click();
  await page.getByRole('menuitem', { name: PROFILE_MENU_TEXT.logout }).click();
  await loginButton(page).waitFor();
}
