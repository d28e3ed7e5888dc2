/** Waiting for a page to be quiet, by observed state rather than fixed sleeps. */
import type { Page } from 'playwright-core';
import type { Monitor } from './monitor.ts';

/** The most a page may take to become quiet, in ms. */
const SETTLE_TIMEOUT_MS = 15_000;

/**
 * Resolves once the page has no request in flight, no 401 awaiting its refresh-and-retry, and no
 * `aria-busy="true"` region on two checks in a row (50 ms apart, so a chunk that starts loading right after a response is seen).
 * Rejects after `timeoutMs` (default SETTLE_TIMEOUT_MS) naming what it still waited on.
 */
export async function settle(
  page: Page,
  monitor: Monitor,
  timeoutMs = SETTLE_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietChecks = 0;
  while (quietChecks < 2) {
    const busy = await page.locator('[aria-busy="true"]').count();
    const pending = monitor.pendingRequests() + monitor.awaitingRetry();
    quietChecks = busy === 0 && pending === 0 ? quietChecks + 1 : 0;
    if (Date.now() > deadline)
      throw new Error(
        `page not settled: ${busy} busy regions, ${pending} requests or retries due` +
          ` (waiting on: ${monitor.pendingNames().join(', ') || 'none'})`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
