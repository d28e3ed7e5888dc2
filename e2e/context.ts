/** What every scenario gets: the browser, the three origins, the mock's token lifetime. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Monitor } from './monitor.ts';

export interface RunContext {
  browser: Browser;
  /** Origin of the built portal, e.g. http://127.0.0.1:41234. */
  appUrl: string;
  /** Origin of the mock API the build points at. */
  apiUrl: string;
  /** Origin of the demo build (the mock in a service worker, API on the same origin). */
  demoUrl: string;
  /** The mock's access-token lifetime (MOCK_TOKEN_TTL), in ms. */
  tokenTtlMs: number;
}

/** A fresh browser context (own storage) at a desktop size, watched by a new monitor. */
export interface Session {
  context: BrowserContext;
  page: Page;
  monitor: Monitor;
}

/**
 * A page of the portal's origin that runs no portal code, served by the test itself: where a
 * scenario waits (no background call of the portal) or sets up the origin's state.
 */
export const BLANK_PATH = '/e2e-blank';

/**
 * Opens a fresh context and page on `path` (a route of the portal, or {@link BLANK_PATH}),
 * watched from its first request.
 */
export async function openSession(run: RunContext, path = '/'): Promise<Session> {
  const context = await run.browser.newContext({
    baseURL: run.appUrl,
    viewport: { width: 1440, height: 900 },
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
  });
  context.setDefaultTimeout(15_000);
  await context.route(`**${BLANK_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }),
  );
  const monitor = new Monitor(run.apiUrl);
  monitor.watch(context);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page, monitor };
}

/** One scenario of the walk: a name and a function that throws on failure. */
export interface Scenario {
  name: string;
  run(run: RunContext): Promise<void>;
}

/** Thrown by a scenario with every problem it found (console errors, axe, failed requests). */
export class ProblemsError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    this.problems = problems;
  }
}

/** Throws a {@link ProblemsError} when `problems` is not empty. */
export function assertNoProblems(problems: string[]): void {
  if (problems.length > 0) throw new ProblemsError(problems);
}
