/**
 * Every route of 01 §2 for an anonymous visitor, the director and agent_cid: the guarded ones
 * send the visitor home (01 §2 navigation guard), every other one renders its page, quiet and
 * axe-clean.
 */
import { GUARD_REDIRECT, GUARDED_PATHS, ROUTES } from '@fbi/domain';
import type { Page } from 'playwright-core';
import { logIn } from '../auth.ts';
import { assertNoProblems, openSession, type RunContext, type Scenario } from '../context.ts';
import type { Monitor } from '../monitor.ts';
import { checkPage } from '../page.ts';
import { settle } from '../settle.ts';

const guarded: readonly string[] = GUARDED_PATHS;

/**
 * Opens `path` as a user does: through its visible link in the header or sidebar when there is
 * one (the SPA navigates without reloading), otherwise by typing the address.
 */
async function openRoute(page: Page, monitor: Monitor, path: string): Promise<void> {
  const link = page.locator(`nav a[href="${path}"]`).filter({ visible: true }).first();
  if ((await link.count()) > 0 && new URL(page.url()).pathname !== path) {
    const before = await page.locator('h1').first().textContent();
    await link.click();
    await page.waitForURL((url) => url.pathname === path);
    // The previous page's heading stays until the new screen's chunk has rendered.
    await page.waitForFunction(
      (old) => (document.querySelector('h1')?.textContent ?? old) !== old,
      before,
    );
  } else {
    await monitor.leave(() => page.goto(path));
  }
}

/** The walk of every route as `username` (null: anonymous); see the module comment. */
function routesAs(username: string | null): Scenario {
  return {
    name: `every route as ${username ?? 'anonymous'}`,
    async run(run: RunContext) {
      const { context, page, monitor } = await openSession(run);
      try {
        if (username) await logIn(page, username);
        await settle(page, monitor);
        const problems: string[] = [];
        for (const { path } of ROUTES) {
          await openRoute(page, monitor, path);
          const redirected = !username && guarded.includes(path);
          if (redirected) await page.waitForURL((url) => url.pathname === GUARD_REDIRECT);
          else if (new URL(page.url()).pathname !== path)
            problems.push(`${path}: redirected to ${page.url()}`);
          problems.push(...(await checkPage(page, monitor, path, { axe: !redirected })));
        }
        assertNoProblems(problems);
      } finally {
        await context.close();
      }
    },
  };
}

/** The three route walks, longest first (two lanes run side by side). */
export const routeScenarios: Scenario[] = [
  routesAs('director'),
  routesAs('agent_cid'),
  routesAs(null),
];
