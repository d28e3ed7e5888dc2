/**
 * The session protocol of 01 §4 Session and §8 against the mock's short token lifetime: a call
 * after the access token expired refreshes once and is retried with success; when the refresh
 * token is refused, the expiry toast shows, storage is cleared and the page reloads anonymous.
 */
import { ERROR_CATALOGUE } from '@fbi/domain';
import type { Page } from 'playwright-core';
import { loginButton, logIn } from '../auth.ts';
import {
  assertNoProblems,
  BLANK_PATH,
  openSession,
  type RunContext,
  type Scenario,
} from '../context.ts';
import type { Monitor } from '../monitor.ts';
import { settle } from '../settle.ts';

const LOGIN = '/api/v1/auth/login';
const REFRESH = '/api/v1/auth/refresh';

/** When the newest access token was issued (the last successful login or refresh), in ms. */
function lastIssued(monitor: Monitor): number {
  const issued = monitor
    .responses((r) => r.method === 'POST' && r.status === 200)
    .filter((r) => r.url.endsWith(LOGIN) || r.url.endsWith(REFRESH))
    .at(-1)?.at;
  if (issued === undefined) throw new Error('no login or refresh seen');
  return issued;
}

/**
 * Waits until a token issued at `issued` (ms) has expired on the mock. A wait on the server's
 * clock, not on the UI: nothing in the page changes when it passes.
 */
async function waitPastTokenLifetime(page: Page, issued: number, run: RunContext) {
  await page.waitForTimeout(Math.max(0, issued + run.tokenTtlMs + 300 - Date.now()));
}

export const sessionFlow: Scenario = {
  name: 'session: refresh after expiry, then session end',
  async run(run) {
    const { context, page, monitor } = await openSession(run);
    try {
      const problems: string[] = [];
      await logIn(page, 'director');
      await settle(page, monitor);
      // The lifetime passes on a blank page of the portal's origin (served by the test, no portal
      // code running), so no background call of the portal refreshes the token meanwhile.
      await monitor.leave(() => page.goto(BLANK_PATH));
      await waitPastTokenLifetime(page, lastIssued(monitor), run);

      const since = Date.now();
      await page.goto('/punishments');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settle(page, monitor);
      const seen = monitor.responses((r) => r.at >= since);
      const refreshes = seen.filter((r) => r.url.endsWith(REFRESH));
      if (refreshes.length !== 1 || refreshes[0]?.status !== 200)
        problems.push(`refresh: expected one POST answered 200, saw ${JSON.stringify(refreshes)}`);
      const expired = seen.filter((r) => r.status === 401);
      if (expired.length === 0) problems.push('refresh: no call answered 401 after the lifetime');
      for (const call of expired) {
        const retried = seen.some((r) => r.url === call.url && r.at >= call.at && r.status === 200);
        if (!retried) problems.push(`refresh: ${call.method} ${call.url} not retried with 200`);
      }
      const issued = lastIssued(monitor);
      problems.push(...monitor.drain());

      // What an expired refresh token looks like to the portal: the mock no longer knows it.
      // Written on the blank page, so no refresh of a running portal writes the real one back.
      await monitor.leave(() => page.goto(BLANK_PATH));
      await page.evaluate(() => localStorage.setItem('refreshToken', 'expired-refresh-token'));
      await waitPastTokenLifetime(page, issued, run);
      monitor.allow(401, '/api/v1/');
      await page.goto('/acts');
      // Polled every frame: the toast shows for 1 s only before the reload (01 §8).
      await page.waitForFunction(
        (text) => document.body.innerText.includes(text),
        ERROR_CATALOGUE.sessionExpired,
        { polling: 'raf' },
      );
      // The portal reloads 2 s after the toast appears (01 §8; SESSION_EXPIRED_* in domain).
      const reloaded = page.waitForEvent('load');
      const keys = await page.evaluate(() => Object.keys(localStorage));
      for (const key of ['token', 'refreshToken', 'roles', 'nick'])
        if (keys.includes(key)) problems.push(`session end: localStorage still holds ${key}`);
      await reloaded;
      await loginButton(page).waitFor();
      await settle(page, monitor);
      problems.push(...monitor.drain().map((p) => `session end: ${p}`));
      assertNoProblems(problems);
    } finally {
      await context.close();
    }
  },
};
