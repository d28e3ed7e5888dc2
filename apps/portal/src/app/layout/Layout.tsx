import { isRouteAllowed } from '@fbi/domain';
import { lazy, Suspense, useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAriaHref } from '../../shared/useAriaHref.ts';
import { useSession } from '../../shared/useSession.ts';
import { ModalHost } from '../modals/ModalHost.tsx';
import { Header } from './Header.tsx';
import { Sidebar } from './Sidebar.tsx';
import { getMockControls } from '../mockControls.ts';
import * as styles from './Layout.css.ts';
import { vars } from '@fbi/ui/theme';

// Only the demo build has mock controls; its confirm dialog would otherwise put react-aria's modal
// code into every build's initial chunks.
const DemoBar = lazy(() => import('./DemoBar.tsx'));

/**
 * The shell around every route (01 §2): the navigation guard (a `user` opening one of the 21
 * guarded routes is sent to /), header, sidebar, the page, and the host of the header/sidebar
 * modals. RAC links navigate through react-router.
 */
export function Layout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { roles } = useSession();

  useEffect(() => {
    // 01 §2: "the page background is set to dark blue on every navigation".
    document.body.style.backgroundColor = vars.color.background;
  }, [pathname]);

  if (!isRouteAllowed(pathname, roles)) return <Navigate to="/" replace />;

  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useAriaHref}>
      <ModalHost>
        <div className={styles.shell}>
          <a href="#main" className={styles.skipLink}>
            Перейти к содержимому
          </a>
          <Header />
          <div className={styles.body}>
            <Sidebar />
            <main className={styles.main} id="main" tabIndex={-1}>
              <Suspense fallback={null}>
                <Outlet />
              </Suspense>
            </main>
          </div>
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
