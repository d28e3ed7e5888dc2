import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** Browsers without requestIdleCallback (Safari) wait this long instead (ours). */
const IDLE_FALLBACK_MS = 300;

/**
 * False until the page's own requests have settled and the browser is idle, then true for good
 * (issue 12: the badges never slow a page's first paint or its data).
 */
export function useAfterPageData(): boolean {
  const fetching = useIsFetching();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready || fetching > 0) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true));
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), IDLE_FALLBACK_MS);
    return () => window.clearTimeout(id);
  }, [fetching, ready]);
  return ready;
}
