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

/** The phone drawer, while it is in the DOM (open or playing its exit animation). */
const openDrawer = () => document.querySelector('[role="dialog"] nav');
/** How long focus waits for the drawer to close, in ms. */
const DRAWER_WINDOW_MS = 3000;

/**
 * Runs `then` once the drawer has been gone for two animation frames, so after react-aria's own
 * frame that returns focus to the menu button. Focusing the page while the drawer is mounted
 * loses that race: its focus scope pulls focus back inside, then restores it on close. Not
 * cancelled by the next render: choosing a link can navigate twice to the same path, and the
 * second navigation must not drop the first one's focus move.
 */
function afterDrawerCloses(then: () => void): void {
  const until = performance.now() + DRAWER_WINDOW_MS;
  let goneFrames = 0;
  const check = () => {
    goneFrames = openDrawer() ? 0 : goneFrames + 1;
    if (goneFrames >= 2) then();
    else if (performance.now() < until) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * What every navigation does in the shell (issue 8):
 * - the document title names the page, then the portal ('Состав — Портал сотрудников FBI');
 * - a new page (another path, not Back/Forward) starts at the top, and focus moves to the page
 *   when it was on a navigation link, so a keyboard or screen-reader user lands on the content
 *   (from the phone drawer, once the drawer has closed);
 * - Back/Forward restore the scroll position of that history entry (the declarative router has
 *   no ScrollRestoration of its own; filter and page changes in the query keep the position).
 */
export function useNavigationEffects(mainId: string): void {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(pathname);
  const firstRender = useRef(true);

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
    // The page opened at the top already; scrolling there would force a layout of the whole
    // first screen inside React's commit (issue 13: one long task less on a slow phone).
    if (firstRender.current) {
      firstRender.current = false;
      return undefined;
    }
    if (navigationType === 'POP') return restore(positions.get(key) ?? 0);
    if (!pathChanged) return undefined;
    window.scrollTo(0, 0);
    const active = document.activeElement;
    const focusMain = () => document.getElementById(mainId)?.focus({ preventScroll: true });
    if (openDrawer()) afterDrawerCloses(focusMain);
    // The drawer may close before the page commits (the router renders the new page in a
    // transition once its chunk is in), leaving focus on the menu button it returned to.
    else if (!active || active === document.body || active.closest('nav, [data-nav-trigger]')) {
      focusMain();
    }
    return undefined;
  }, [key, pathname, navigationType, mainId]);
}
