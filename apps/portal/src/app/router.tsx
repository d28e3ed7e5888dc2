import { createBrowserRouter } from 'react-router-dom';
import { Layout } from './layout/Layout.tsx';
import { pageRoutes } from './routes.tsx';

/** The browser router: the shell layout (guard, header, sidebar) around every page route. */
export const router = createBrowserRouter([
  { element: <Layout />, children: [...pageRoutes, { path: '*', element: null }] },
]);
