/** Checks of one opened route: its heading, no placeholder, no not-found page, quiet, axe-clean. */
import { SHELL_TEXT, UNDER_CONSTRUCTION_TEXT } from '@fbi/domain';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.ts';
import type { Monitor } from './monitor.ts';
import { settle } from './settle.ts';

/**
 * Waits for the page's h1, then for the page to settle; returns the problems found: a placeholder
 * or not-found page, axe violations, console errors and failed requests since the last check,
 * each prefixed with `label`. `axe: false` skips axe for a page already checked (a redirect).
 */
export async function checkPage(
  page: Page,
  monitor: Monitor,
  label: string,
  { axe = true }: { axe?: boolean } = {},
): Promise<string[]> {
  const problems: string[] = [];
  const heading = page.getByRole('heading', { level: 1 });
  await heading.first().waitFor();
  await settle(page, monitor);
  const title = (await heading.first().textContent())?.trim() ?? '';
  if (title === UNDER_CONSTRUCTION_TEXT.title) problems.push('placeholder page');
  if (title === SHELL_TEXT.notFoundTitle) problems.push('not-found page');
  if (axe) problems.push(...(await axeViolations(page)));
  problems.push(...monitor.drain());
  return problems.map((p) => `${label}: ${p}`);
}
