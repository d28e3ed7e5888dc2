/** The frame of a create → review → decide flow: one session, one user after another. */
import type { BrowserContext, Page } from 'playwright-core';
import { logIn, logOut } from './auth.ts';
import { axeViolations } from './axe.ts';
import { assertNoProblems, openSession, type RunContext } from './context.ts';
import type { Monitor } from './monitor.ts';
import { settle } from './settle.ts';

/** What a flow's steps get. */
export interface Flow {
  context: BrowserContext;
  page: Page;
  monitor: Monitor;
  /**
   * Logs out whoever is logged in, logs in as the demo account `username`, waits for the page to
   * settle, runs `act`, waits again, and records the console errors and failed requests since
   * then under `username`.
   */
  actAs(username: string, act: () => Promise<void>): Promise<void>;
  /** Records the page's axe violations (an open modal included) under `label`. */
  checkAxe(label: string): Promise<void>;
  /** Records `problems` found by another check (checkPage's are labelled already). */
  record(problems: string[]): void;
}

/**
 * Runs `steps` in a fresh session on `/`, then throws every problem recorded (ProblemsError);
 * closes the session either way.
 */
export async function runFlow(run: RunContext, steps: (flow: Flow) => Promise<void>) {
  const { context, page, monitor } = await openSession(run);
  const problems: string[] = [];
  let loggedIn = false;
  const flow: Flow = {
    context,
    page,
    monitor,
    async actAs(username, act) {
      if (loggedIn) await logOut(page);
      await logIn(page, username);
      loggedIn = true;
      await settle(page, monitor);
      await act();
      await settle(page, monitor);
      problems.push(...monitor.drain().map((p) => `${username}: ${p}`));
    },
    async checkAxe(label) {
      problems.push(...(await axeViolations(page)).map((p) => `${label}: ${p}`));
    },
    record(found) {
      problems.push(...found);
    },
  };
  try {
    await steps(flow);
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
}
