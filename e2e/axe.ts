/** Accessibility of a full page with axe (issue 13: 0 violations on every page of the walk). */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Runs axe on the whole page as it is now; returns one line per violation and node
 * ('rule: target — summary'), empty when there is none. Rejects when axe cannot run.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Only violations are read: axe then skips collecting details of passes and incomplete checks.
  const result = await new AxeBuilder({ page })
    // Third-party false positive (as in .storybook/preview.tsx): react-aria's live announcer keeps
    // a pending button's announcement (role="img" labelled by the button) for 7 s after the button
    // is gone, which axe reports as role-img-alt.
    .exclude('[role="log"][aria-live] > [role="img"]')
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `axe ${v.id}: ${n.target.join(' ')} ${n.html.slice(0, 200)} — ${v.help}`),
  );
}
