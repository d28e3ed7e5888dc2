import { ROUTES } from '@fbi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';

import type { Lazy } from './screens.ts';

// Requested as soon as the shell runs, in parallel with its first render.
const screenTable = import('./screens.ts');

const nuqsAdapter = () => import('nuqs/adapters/react-router/v7');

/**
 * Fetches the chunks of the screen at `path` (and nuqs's adapter) ahead of a navigation, e.g. on
 * hover or focus of its link (issue 13). The module map keeps what it fetched, so the lazy route
 * renders from it later; an unknown path loads the "в разработке" chunk, a failed fetch is left
 * to the navigation to report.
 */
export function prefetchScreen(path: string): void {
  void Promise.all([screenTable.then((table) => table.loadScreen(path)), nuqsAdapter()]).catch(
    () => undefined,
  );
}

/** A route's path and its screen, loaded on first render (Suspense in the layout). */
export interface PageRoute {
  path: string;
  Screen: ComponentType;
}

/**
 * The screen of `path`: its chunk loaded together with nuqs's adapter (filters and page in the
 * URL), which wraps it, and its first calls (screens.ts `prefetchFirstCalls`) sent beside the
 * chunk rather than after it ran. Per screen rather than around the shell: the chunks load in
 * parallel and nuqs stays out of the initial JS (README "Budgets").
 */
function screenWithUrlState(path: string, load: Lazy): ComponentType {
  let loaded = false;
  const Loaded = lazy(async () => {
    const [{ Component }, { NuqsAdapter }] = await Promise.all([load(), nuqsAdapter()]);
    loaded = true;
    return {
      default: function Screen() {
        return (
          <NuqsAdapter>
            <Component />
          </NuqsAdapter>
        );
      },
    };
  });
  return function RouteScreen() {
    const client = useQueryClient();
    // Sent while rendering, not from an effect: this component suspends on its first mount until
    // the chunk is in, and a suspended mount commits no effect, so an effect sent them only after
    // the chunk had run. A repeat while the chunk loads is a no-op (the calls are in flight or
    // fresh: staleTime 30 s); once it is in, the screen's own queries take over.
    if (!loaded) void screenTable.then((table) => table.prefetchFirstCalls(path, client));
    return <Loaded />;
  };
}

/**
 * All 30 routes of 01 §2, each screen its own chunk. React.lazy under the declarative router
 * rather than a data router's `lazy`: createBrowserRouter costs ~15 kB gzip in the entry for
 * loaders and actions the portal does not use (README "Budgets").
 */
export const pageRoutes: PageRoute[] = ROUTES.map(({ path }) => ({
  path,
  Screen: screenWithUrlState(path, async () => (await screenTable).loadScreen(path)),
}));
