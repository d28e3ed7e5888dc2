/**
 * Runs `run` once, when the browser is next idle (`requestIdleCallback`), or after `fallbackMs`
 * (ms, ours) in browsers without it (Safari). Returns nothing; `run`'s errors are its own.
 * Used for work that must never compete with a page's first paint or its data (issues 12, 13).
 */
export function whenIdle(run: () => void, fallbackMs: number): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => run());
  else window.setTimeout(run, fallbackMs);
}

/** How long a prefetch of code a user may want next waits where there is no idle callback, in ms. */
export const PREFETCH_FALLBACK_MS = 1_500;
