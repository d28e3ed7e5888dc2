import { isRouteAllowed, routeTitle, SHELL_TEXT } from '@fbi/domain';
import { Page, PageHeader, useMediaQuery } from '@fbi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AwaySlot } from '../../features/waiting/away/AwaySlot.tsx';
import { useAriaHref } from '../../shared/useAriaHref.ts';
import { useSession } from '../../shared/useSession.ts';
import { ModalHost } from '../modals/ModalHost.tsx';
import { Header } from './Header.tsx';
import { Sidebar } from './Sidebar.tsx';
import { getMockControls } from '../mockControls.ts';
import { prefetchWhenSettled } from './settledPrefetch.ts';
import { DRAWER_MEDIA } from './shellMetrics.ts';
import { useNavigationEffects } from './useNavigationEffects.ts';
import * as styles from './Layout.css.ts';
import { vars } from '@fbi/ui/theme';

// Only the demo build has mock controls; its confirm dialog would otherwise put react-aria's modal
// code into every build's initial chunks.
const DemoBar = lazy(() => import('./DemoBar.tsx'));
// The drawer (react-aria's modal code) loads on the first press of the phone's menu button.
const MobileNav = lazy(() => import('./MobileNav.tsx'));

const MAIN_ID = 'main';

/**
 * What a route shows while its screen's chunk loads: the page's heading as the screen will draw
 * it (every screen opens with a PageHeader of its route's title), so the title paints with the
 * shell and nothing moves when the screen arrives (LCP and CLS, issue 13).
 */
function RouteFallback({ title }: { title: string | null }) {
  if (title === null) return null;
  // Busy until the screen replaces it: assistive tech and tests wait for the real page.
  return (
    <div aria-busy="true">
      <Page>
        <PageHeader title={title} />
      </Page>
    </div>
  );
}

/**
 * The shell around every route (01 §2): the navigation guard (a `user` opening one of the 21
 * guarded routes is sent to /; an unknown path shows the not-found page), header, sidebar (a
 * drawer on a phone), the page, the host of the header/sidebar modals and the away watcher
 * (issue 26). RAC links navigate
 * through react-router.
 */
export function Layout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { roles } = useSession();
  // The drawer is open for the page it was opened on: any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const isMenuOpen = menuOpenAt === pathname;
  // Below DRAWER_MEDIA the sidebar is hidden (the drawer has its links): not rendered there, its
  // few dozen links and its queue counts cost a phone's first render and calls for nothing
  // (issue 24: Total Blocking Time on a phone).
  const isDrawer = useMediaQuery(DRAWER_MEDIA);
  useNavigationEffects(MAIN_ID);
  const client = useQueryClient();
  useEffect(() => prefetchWhenSettled(client), [client]);

  useEffect(() => {
    // 01 §2: "the page background is set to dark blue on every navigation".
    document.body.style.backgroundColor = vars.color.background;
  }, [pathname]);

  if (routeTitle(pathname) !== null && !isRouteAllowed(pathname, roles)) {
    return <Navigate to="/" replace />;
  }

  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useAriaHref}>
      <ModalHost>
        <div className={styles.shell}>
          <a href={`#${MAIN_ID}`} className={styles.skipLink}>
            {SHELL_TEXT.skipToContent}
          </a>
          <Header
            isMenuOpen={isMenuOpen}
            onOpenMenu={() => {
              setMenuLoaded(true);
              setMenuOpenAt(pathname);
            }}
          />
          {menuLoaded && (
            <Suspense fallback={null}>
              <MobileNav
                isOpen={isMenuOpen}
                onOpenChange={(open) => setMenuOpenAt(open ? pathname : null)}
              />
            </Suspense>
          )}
          <div className={styles.body}>
            {!isDrawer && <Sidebar />}
            <main className={styles.main} id={MAIN_ID} tabIndex={-1}>
              <Suspense fallback={<RouteFallback title={routeTitle(pathname)} />}>
                <Outlet />
              </Suspense>
            </main>
          </div>
          {/* Issue 26: «Пока вас не было» and the notifications, loaded once the page settled. */}
          <AwaySlot />
          {getMockControls() && (
            <Suspense fallback={null}>
              <DemoBar />
            </Suspense>
          )}
        </div>
      </ModalHost>
    </AriaRouterProvider>
  );
}
