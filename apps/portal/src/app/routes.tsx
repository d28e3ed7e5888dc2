import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '@fbi/domain';

type Lazy = NonNullable<RouteObject['lazy']>;

/**
 * The screen of each route, each in its own chunk. Routes whose screens later issues build share
 * the "раздел в разработке" page until then (README, "Not built yet").
 */
const screens: Partial<Record<string, Lazy>> = {
  '/': async () => ({ Component: (await import('../features/home/HomePage.tsx')).HomePage }),
  '/team': async () => ({ Component: (await import('../features/team/TeamPage.tsx')).TeamPage }),
};

const underConstruction: Lazy = async () => ({
  Component: (await import('../features/underConstruction/UnderConstructionPage.tsx'))
    .UnderConstructionPage,
});

/** All 30 routes of 01 §2, lazily loaded. */
export const pageRoutes: RouteObject[] = ROUTES.map(({ path }) => ({
  path,
  lazy: screens[path] ?? underConstruction,
}));
