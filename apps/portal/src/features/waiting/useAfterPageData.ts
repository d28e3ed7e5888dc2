import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { whenIdle } from '../../shared/whenIdle.ts';

/** Browsers without requestIdleCallback (Safari) wait this long instead (ours), in ms. */
const IDLE_FALLBACK_MS = 300;
/** How often a page still loading (a call in flight, a busy region) is looked at again, in ms. */
const BUSY_RECHECK_MS = 250;
/** The badges come at the latest this long after the first one asked, busy or not, in ms. */
const LATEST_MS = 10_000;

/** Whether the page still loads: a call in flight, the route's fallback, a table's first page. */
const pageBusy = (client: QueryClient) =>
  client.isFetching() > 0 || document.querySelector('[aria-busy="true"]') !== null;

/** One watcher per query client: false until the page has settled, then true for good. */
interface Readiness {
  ready: boolean;
  listeners: Set<() => void>;
}

const readinessByClient = new WeakMap<QueryClient, Readiness>();

/** The readiness of `client`'s page, watched from the first call on. */
function readinessOf(client: QueryClient): Readiness {
  let readiness = readinessByClient.get(client);
  if (readiness) return readiness;
  const state: Readiness = { ready: false, listeners: new Set() };
  readinessByClient.set(client, state);
  const startedAt = Date.now();
  const check = () => {
    if (typeof document === 'undefined') return;
    if (pageBusy(client) && Date.now() - startedAt < LATEST_MS) {
      window.setTimeout(() => whenIdle(check, IDLE_FALLBACK_MS), BUSY_RECHECK_MS);
      return;
    }
    state.ready = true;
    for (const listener of state.listeners) listener();
  };
  whenIdle(check, IDLE_FALLBACK_MS);
  readiness = state;
  return readiness;
}

/**
 * False until the page's own requests have settled and the browser is idle, then true for good
 * (issue 12: the badges never slow a page's first paint or its data). "Settled" also waits for
 * the page to have no busy region: before a screen's chunk is in, no query is fetching yet, and
 * the badges' ~550 kB of lists would otherwise race the page's first call (issue 13, Lighthouse).
 * One watcher serves every badge, and a badge re-renders once, when it flips: each badge
 * following the client's fetching count re-rendered all of them on every call (issue 13).
 */
export function useAfterPageData(): boolean {
  const readiness = readinessOf(useQueryClient());
  return useSyncExternalStore(
    (onChange) => {
      readiness.listeners.add(onChange);
      return () => readiness.listeners.delete(onChange);
    },
    () => readiness.ready,
  );
}
