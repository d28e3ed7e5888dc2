/** Accessibility of a full page with axe (issue 13: 0 violations on every page of the walk). */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * Third-party false positive (as in .storybook/preview.tsx): react-aria's live announcer keeps a
 * pending button's announcement (role="img" labelled by the button) for 7 s after the button is
 * gone, which axe reports as role-img-alt.
 */
const EXCLUDE = ['[role="log"][aria-live] > [role="img"]'];

/**
 * Runs axe on the whole page as it is now; returns one line per violation and node
 * ('rule: target — summary'), empty when there is none. Rejects when axe cannot run.
 *
 * axe-core is injected once per document and run in it with `axe.run`: the portal has no
 * frames, and @axe-core/playwright's per-call injection into every frame and its `finishRun`
 * in a blank page took 2.5-12 s a page on this machine kind, against 0.4-1.2 s here.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    (exclude) =>
      (globalThis as unknown as { axe: typeof axe }).axe
        .run({ exclude }, { resultTypes: ['violations'] })
        .then((result) =>
          result.violations.map((v) => ({
            id: v.id,
            help: v.help,
            nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html })),
          })),
        ),
    EXCLUDE,
  );
  return violations.flatMap((v) =>
    v.nodes.map((n) => `axe ${v.id}: ${n.target} ${n.html.slice(0, 200)} — ${v.help}`),
  );
}
