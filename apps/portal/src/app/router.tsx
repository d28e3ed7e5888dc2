import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout.tsx';
import { NotFoundPage } from './layout/NotFoundPage.tsx';
import { pageRoutes } from './routes.tsx';

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
