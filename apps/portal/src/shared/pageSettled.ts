import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** Browsers without requestIdleCallback (Safari) wait this long instead (ours), in ms. */
const IDLE_FALLBACK_MS = 300;
/**
 * The longest a check waits for the browser to be idle, in ms (ours). Without it a page whose
 * browser gave it no idle period never settled, however long: twice in clean CI runs a story's
 * badges never came (its list never asked within 20 s), as if PAGE_SETTLED_LATEST_MS did not hold.
 */
export const IDLE_TIMEOUT_MS = 1_000;
/** How often a page still loading (a call in flight, a busy region) is looked at again, in ms. */
const BUSY_RECHECK_MS = 250;
/** What waits for the page runs at the latest this long after the first asked, busy or not, in ms. */
export const PAGE_SETTLED_LATEST_MS = 10_000;

/** Whether the page still loads: a call in flight, the route's fallback, a table's first page. */
const pageBusy = (client: QueryClient) =>
  client.isFetching() > 0 || document.querySelector('[aria-busy="true"]') !== null;

/** One watcher per query client: false until the page has settled, then true for good. */
interface Readiness {
  ready: boolean;
  listeners: Set<() => void>;
}

const readinessByClient = new WeakMap<QueryClient, Readiness>();

/**
 * Runs `run` once the browser is next idle or after IDLE_TIMEOUT_MS, whichever comes first; after
 * IDLE_FALLBACK_MS without requestIdleCallback.
 */
export function whenIdle(run: () => void): void {
  // No window: the page is gone (a test's environment torn down while a check was due).
  if (typeof window === 'undefined') return;
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(run, IDLE_FALLBACK_MS);
}

/** The readiness of `client`'s page, watched from the first call on. */
function readinessOf(client: QueryClient): Readiness {
  let readiness = readinessByClient.get(client);
  if (readiness) return readiness;
  const state: Readiness = { ready: false, listeners: new Set() };
  readinessByClient.set(client, state);
  const startedAt = Date.now();
  const check = () => {
    if (typeof window === 'undefined') return;
    if (pageBusy(client) && Date.now() - startedAt < PAGE_SETTLED_LATEST_MS) {
      window.setTimeout(() => whenIdle(check), BUSY_RECHECK_MS);
      return;
    }
    state.ready = true;
    for (const listener of state.listeners) listener();
  };
  whenIdle(check);
  readiness = state;
  return readiness;
}

/**
 * Runs `run` once `client`'s page has settled (see {@link useAfterPageData}), at once if it has:
 * for fetches the page does not need now (code a user may want next), which would otherwise share
 * a slow phone's bandwidth with the page's own data and images (issue 13, Lighthouse: the list
 * kit's chunks were fetched before `/`'s news photo). Returns a function that cancels it.
 */
export function whenPageSettled(client: QueryClient, run: () => void): () => void {
  const readiness = readinessOf(client);
  if (readiness.ready) {
    run();
    return () => {};
  }
  const listener = () => {
    readiness.listeners.delete(listener);
    run();
  };
  readiness.listeners.add(listener);
  return () => readiness.listeners.delete(listener);
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
