import { isRouteAllowed, normalizePath, ROUTES } from '@fbi/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, useState, type ComponentType } from 'react';

import { getSession } from '../shared/sessionStorage.ts';
import type { Lazy } from './screens.ts';

// Requested as soon as the shell runs, in parallel with its first render.
const screenTable = import('./screens.ts');

const nuqsAdapter = () => import('nuqs/adapters/react-router/v7');

/** A route's path, its screen, and how to load the screen's chunks ahead of its first render. */
export interface PageRoute {
  path: string;
  /** Renders at once when `preload` has finished, else suspends (Suspense in the layout). */
  Screen: ComponentType;
  /** Loads the screen's chunks and nuqs's adapter; rejects when one fails to load. */
  preload: () => Promise<unknown>;
}

/**
 * The screen of `path`: its chunk loaded together with nuqs's adapter (filters and page in the
 * URL), which wraps it, and its first calls (screens.ts `prefetchFirstCalls`) sent beside the
 * chunk rather than after it ran. Per screen rather than around the shell: the chunks load in
 * parallel and nuqs stays out of the initial JS (README "Budgets"). A screen whose chunks were
 * preloaded renders without suspending: a shown fallback holds the screen that replaces it for
 * up to 300 ms (React's reveal throttle), which hid `/`'s news photo, the page's largest paint,
 * ~0.3 s after it had loaded (issue 13).
 */
function screenRoute(path: string, load: Lazy): PageRoute {
  /** The screen inside the adapter, once both chunks are in. */
  let ready: ComponentType | undefined;
  const preload = async () => {
    const [{ Component }, { NuqsAdapter }] = await Promise.all([load(), nuqsAdapter()]);
    ready ??= function Screen() {
      return (
        <NuqsAdapter>
          <Component />
        </NuqsAdapter>
      );
    };
    return ready;
  };
  const Loaded = lazy(async () => ({ default: await preload() }));
  function RouteScreen() {
    const client = useQueryClient();
    // Chosen once per mount: switching from the lazy one to `ready` would remount the screen.
    const [Screen] = useState(() => ready ?? Loaded);
    // Sent while rendering, not from an effect: this component suspends on its first mount until
    // the chunk is in, and a suspended mount commits no effect, so an effect sent them only after
    // the chunk had run. A repeat while the chunk loads is a no-op (the calls are in flight or
    // fresh: staleTime 30 s); once it is in, the screen's own queries take over.
    if (!ready) void screenTable.then((table) => table.prefetchFirstCalls(path, client));
    return <Screen />;
  }
  return { path, Screen: RouteScreen, preload };
}

/**
 * All 30 routes of 01 §2, each screen its own chunk. React.lazy under the declarative router
 * rather than a data router's `lazy`: createBrowserRouter costs ~15 kB gzip in the entry for
 * loaders and actions the portal does not use (README "Budgets").
 */
export const pageRoutes: PageRoute[] = ROUTES.map(({ path }) =>
  screenRoute(path, async () => (await screenTable).loadScreen(path)),
);

/** The route of a pathname (a trailing slash ignored), or undefined for the not-found page. */
function routeOf(pathname: string): PageRoute | undefined {
  const path = normalizePath(pathname);
  return pageRoutes.find((route) => route.path === path);
}

/**
 * Fetches the chunks of the route at `path` (and nuqs's adapter) ahead of a navigation, e.g. on
 * hover or focus of its link (issue 13), so the route renders without its fallback. An unknown
 * path loads nothing; a failed fetch is left to the navigation to report.
 */
export function prefetchScreen(path: string): void {
  void routeOf(path)
    ?.preload()
    .catch(() => undefined);
}

/**
 * Sends the first calls of the route at `pathname` through `client` and resolves once its screen's
 * chunks are in, so the first render shows the screen without its fallback (see `screenRoute`).
 * Resolves at once for the not-found page and for a route the session may not open (the layout
 * sends it to /, 01 §2), and also when a chunk fails: the route's lazy import then retries and
 * reports it.
 */
export async function loadInitialScreen(pathname: string, client: QueryClient): Promise<void> {
  const route = routeOf(pathname);
  if (!route || !isRouteAllowed(route.path, getSession().roles)) return;
  void screenTable.then((table) => table.prefetchFirstCalls(route.path, client));
  await route.preload().catch(() => undefined);
}
