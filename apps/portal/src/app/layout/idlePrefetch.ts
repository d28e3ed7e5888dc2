import { PREFETCH_FALLBACK_MS, whenIdle } from '../../shared/whenIdle.ts';

/**
 * The list-screen kit (the design system's table, its pagination and skeletons: ~65 kB gzip that
 * two dozen routes share) fetched once the shell has gone idle after its first paint, so that
 * opening a list from the shell fetches only that route's own chunks (issue 13). It never competes
 * with the first paint; a route opened before it is idle fetches the kit itself, as before.
 * scripts/check-size.mjs reads the `import()`s here as what the shell has loaded by a first visit.
 */
export function prefetchWhenIdle(): void {
  whenIdle(
    () => void import('../../shared/list/ListTable.tsx').catch(() => undefined),
    PREFETCH_FALLBACK_MS,
  );
}
