import { routeTitle, SHELL_TEXT } from '@fbi/domain';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Scroll positions by history entry, so Back and Forward return to where the user was. */
const positions = new Map<string, number>();
/** How long a restore waits for a lazily loaded page to grow tall enough, in ms. */
const RESTORE_WINDOW_MS = 2000;

function restore(y: number): () => void {
  window.scrollTo(0, y);
  if (window.scrollY >= y) return () => undefined;
  const until = performance.now() + RESTORE_WINDOW_MS;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (window.scrollY >= y || performance.now() > until) observer.disconnect();
  });
  observer.observe(document.body);
  return () => observer.disconnect();
}

/**
 * What every navigation does in the shell (issue 8):
 * - the document title names the page, then the portal ('Состав — Портал сотрудников FBI');
 * - a new page (another path, not Back/Forward) starts at the top, and focus moves to the page
 *   when it was on a navigation link, so a keyboard or screen-reader user lands on the content;
 * - Back/Forward restore the scroll position of that history entry (the declarative router has
 *   no ScrollRestoration of its own; filter and page changes in the query keep the position).
 */
export function useNavigationEffects(mainId: string): void {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(pathname);

  useEffect(() => {
    const title = routeTitle(pathname) ?? SHELL_TEXT.notFoundTitle;
    document.title = `${title} — ${SHELL_TEXT.portalName}`;
  }, [pathname]);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key]);

  useLayoutEffect(() => {
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (navigationType === 'POP') return restore(positions.get(key) ?? 0);
    if (!pathChanged) return undefined;
    window.scrollTo(0, 0);
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('nav')) {
      document.getElementById(mainId)?.focus({ preventScroll: true });
    }
    return undefined;
  }, [key, pathname, navigationType, mainId]);
}
