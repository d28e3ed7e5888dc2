import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { lazy } from 'react';
import { Layout } from './layout/Layout.tsx';
import { pageRoutes } from './routes.tsx';

// Rarely seen, so not in the initial JS (the layout's Suspense shows nothing while it loads).
const NotFoundPage = lazy(async () => ({
  default: (await import('./layout/NotFoundPage.tsx')).NotFoundPage,
}));

/**
 * The browser router: the shell layout (guard, header, sidebar) around every page route; each
 * screen brings nuqs's adapter for its URL state (routes.tsx). Unknown paths render the shell
 * with the not-found page.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          {pageRoutes.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
