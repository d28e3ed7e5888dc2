import { prefetchTooltip } from '@fbi/ui';
import type { QueryClient } from '@tanstack/react-query';
import { whenPageSettled } from '../../shared/pageSettled.ts';

/**
 * The list-screen kit (the registry page with the design system's table, cards, pagination and
 * skeletons, which two dozen routes share) and the disabled-reason tooltip fetched once the page
 * has settled (its calls answered, the browser idle), so that opening a list from the shell
 * fetches only that route's own chunks (issue 13). Neither competes with the page's first paint,
 * data or images (issue 24: the tooltip's chunks, fetched earlier, delayed /'s news photo on
 * Lighthouse's slow phone); a route opened before then fetches the kit itself, as before.
 * Returns the effect's cleanup. scripts/check-size.mjs reads the `import()`s here as what the
 * shell has loaded by a first visit.
 */
export function prefetchWhenSettled(client: QueryClient): () => void {
  return whenPageSettled(client, () => {
    void prefetchTooltip();
    void import('../../shared/registry/RegistryPage.tsx').catch(() => undefined);
  });
}
