/**
 * At most one desktop notification per NOTIFY_EVERY_MS, grouped (issue 26), pure: the clock and
 * the timer are passed in, so tests drive them without waiting.
 */
import { NOTIFY_EVERY_MS } from '@fbi/domain';

/** What the throttle needs of time. */
export interface ThrottleClock {
  now: () => number;
  /** Runs `run` after `ms`; returns a cancel. */
  later: (run: () => void, ms: number) => () => void;
}

/** A notifier that raises `show(lines)` at most once per `every` ms with every line since. */
export interface Throttle<L> {
  /** Adds lines: raised now if the last one was long enough ago, else with the next group. */
  push(lines: readonly L[]): void;
  /** Forgets what waits and cancels its timer (the tab became visible, the user logged out). */
  clear(): void;
}

/**
 * @param show raises one notification of `lines` (never empty).
 * @param every the least time between two, ms (default NOTIFY_EVERY_MS).
 */
export function createThrottle<L>(
  show: (lines: readonly L[]) => void,
  clock: ThrottleClock,
  every: number = NOTIFY_EVERY_MS,
): Throttle<L> {
  let lastShown = -Infinity;
  let waiting: L[] = [];
  let cancel: (() => void) | null = null;
  const flush = () => {
    cancel = null;
    if (waiting.length === 0) return;
    const lines = waiting;
    waiting = [];
    lastShown = clock.now();
    show(lines);
  };
  return {
    push(lines) {
      if (lines.length === 0) return;
      waiting.push(...lines);
      const wait = lastShown + every - clock.now();
      if (wait <= 0) flush();
      else cancel ??= clock.later(flush, wait);
    },
    clear() {
      waiting = [];
      cancel?.();
      cancel = null;
    },
  };
}
