import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** Browsers without requestIdleCallback (Safari) wait this long instead (ours), in ms. */
const IDLE_FALLBACK_MS = 300;
/** How often a page still loading (a busy region) is looked at again, in ms. */
const BUSY_RECHECK_MS = 250;
/** The badges come at the latest this long after the shell mounted, busy or not, in ms. */
const LATEST_MS = 10_000;

/** Whether a region of the page is still loading: the route's fallback, a table's first page. */
const pageBusy = () => document.querySelector('[aria-busy="true"]') !== null;

/**
 * False until the page's own requests have settled and the browser is idle, then true for good
 * (issue 12: the badges never slow a page's first paint or its data). "Settled" also waits for
 * the page to have no busy region: before a screen's chunk is in, no query is fetching yet, and
 * the badges' ~550 kB of lists would otherwise race the page's first call (issue 13, Lighthouse).
 */
export function useAfterPageData(): boolean {
  const fetching = useIsFetching();
  const [ready, setReady] = useState(false);
  const [mountedAt] = useState(() => Date.now());
  useEffect(() => {
    if (ready || fetching > 0) return;
    let timer = 0;
    let idleId = 0;
    const whenIdle = (run: () => void) => {
      if (typeof window.requestIdleCallback === 'function')
        idleId = window.requestIdleCallback(run);
      else timer = window.setTimeout(run, IDLE_FALLBACK_MS);
    };
    const check = () => {
      if (pageBusy() && Date.now() - mountedAt < LATEST_MS) {
        timer = window.setTimeout(() => whenIdle(check), BUSY_RECHECK_MS);
      } else {
        setReady(true);
      }
    };
    whenIdle(check);
    return () => {
      window.clearTimeout(timer);
      if (idleId && typeof window.cancelIdleCallback === 'function')
        window.cancelIdleCallback(idleId);
    };
  }, [fetching, ready, mountedAt]);
  return ready;
}
