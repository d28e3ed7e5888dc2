/** Small user-level interactions the flows share (typing into labelled fields, picking options). */
import { ROUTE_TEXT, SHELL_TEXT } from '@fbi/domain';
import type { Locator, Page } from 'playwright-core';

/** Escapes `text` for use inside a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The textbox in `scope` whose accessible name starts with `label` (required marks follow it). */
export function textbox(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('textbox', { name: new RegExp(`^${escape(label)}`) });
}

/** Clicks the field labelled `label` in `scope` and types `value` into it. */
export async function type(scope: Page | Locator, label: string, value: string): Promise<void> {
  const field = textbox(scope, label);
  await field.click();
  await field.fill(value);
}

/** Types `value` into a list field and adds it with Enter (01 §5 list entries). */
export async function addEntry(scope: Page | Locator, label: string, value: string): Promise<void> {
  await type(scope, label, value);
  await textbox(scope, label).press('Enter');
}

/** Opens the select button labelled `label` in `scope` and picks `option` from its list. */
export async function choose(
  page: Page,
  scope: Page | Locator,
  label: string,
  option: string,
): Promise<void> {
  await scope
    .getByRole('button', { name: new RegExp(`${escape(label)}`) })
    .first()
    .click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** The sidebar (01 §2 sidebar groups). */
export function sidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: SHELL_TEXT.sidebarNav });
}

/** Follows the sidebar's link to `path`, as a user clicks it, and waits for the URL. */
export async function openFromSidebar(page: Page, path: string): Promise<void> {
  await sidebar(page).locator(`a[href="${path}"]`).first().click();
  await page.waitForURL((url) => url.pathname === path);
}

/** A 1×1 PNG for photo fields (01 §5: photo uploads accept images). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Waits until a registry's record view shows `label` as its status: among the record's fields
 * (its description list) and as the current step of its route panel (issue 26), which names the
 * status again.
 */
export async function statusShown(view: Locator, label: string): Promise<void> {
  await view.locator('dl').getByText(label, { exact: true }).waitFor();
  await view
    .getByRole('region', { name: ROUTE_TEXT.title })
    .locator('[aria-current="step"]')
    .getByText(label, { exact: true })
    .waitFor();
}
