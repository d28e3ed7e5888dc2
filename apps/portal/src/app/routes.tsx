import { ROUTES } from '@fbi/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Loads a screen's chunk; the shape react-router's `lazy` routes use, kept for familiarity. */
type Lazy = () => Promise<{ Component: ComponentType }>;

/**
 * The screen of each route, each in its own chunk. Routes whose screens later issues build share
 * the "раздел в разработке" page until then (README, "Not built yet").
 */
const screens: Partial<Record<string, Lazy>> = {
  '/inactive': async () => ({
    Component: (await import('../features/inactivity/InactivityPage.tsx')).InactivityPage,
  }),
  '/national-security': async () => ({
    Component: (await import('../features/nationalSecurity/NationalSecurityPage.tsx'))
      .NationalSecurityPage,
  }),
  '/profile': async () => ({
    Component: (await import('../features/profile/ProfilePage.tsx')).ProfilePage,
  }),
  '/hr-profile': async () => ({
    Component: (await import('../features/profile/HrProfilePage.tsx')).HrProfilePage,
  }),
  '/achievements': async () => ({
    Component: (await import('../features/achievements/AchievementsPage.tsx')).AchievementsPage,
  }),
  '/academy-templates': async () => ({
    Component: (await import('../features/academy/AcademyTemplatesPage.tsx')).AcademyTemplatesPage,
  }),
  '/academy': async () => ({
    Component: (await import('../features/academy/AcademyPage.tsx')).AcademyPage,
  }),
  '/tests': async () => ({
    Component: (await import('../features/tests/TestsPage.tsx')).TestsPage,
  }),
  '/agent-tests': async () => ({
    Component: (await import('../features/tests/AgentTestsPage.tsx')).AgentTestsPage,
  }),
  '/': async () => ({ Component: (await import('../features/home/HomePage.tsx')).HomePage }),
  '/team': async () => ({ Component: (await import('../features/team/TeamPage.tsx')).TeamPage }),
  '/punishments': async () => ({
    Component: (await import('../features/punishments/PunishmentsPage.tsx')).PunishmentsPage,
  }),
  '/most-wanted': async () => ({
    Component: (await import('../features/mostWanted/MostWantedPage.tsx')).MostWantedPage,
  }),
  '/intelligence': async () => ({
    Component: (await import('../features/intelligence/IntelligencePage.tsx')).IntelligencePage,
  }),
  '/acts': async () => ({
    Component: (await import('../features/acts/ActsPage.tsx')).ActsPage,
  }),
  '/blacklist': async () => ({
    Component: (await import('../features/blacklist/BlacklistPage.tsx')).BlacklistPage,
  }),
  '/orders': async () => ({
    Component: (await import('../features/orders/OrdersPage.tsx')).OrdersPage,
  }),
  '/office': async () => ({
    Component: (await import('../features/office/OfficePage.tsx')).OfficePage,
  }),
  '/laboratory': async () => ({
    Component: (await import('../features/laboratory/LaboratoryPage.tsx')).LaboratoryPage,
  }),
  '/db': async () => ({
    Component: (await import('../features/suspects/DatabasePage.tsx')).DatabasePage,
  }),
  '/db-public': async () => ({
    Component: (await import('../features/suspects/PublicDatabasePage.tsx')).PublicDatabasePage,
  }),
  '/suspects': async () => ({
    Component: (await import('../features/suspects/SuspectsPage.tsx')).SuspectsPage,
  }),
  '/stats': async () => ({
    Component: (await import('../features/stats/StatsPage.tsx')).StatsPage,
  }),
  '/dea-home': async () => ({
    Component: (await import('../features/dea/DeaHomePage.tsx')).DeaHomePage,
  }),
  '/dea-check': async () => ({
    Component: (await import('../features/dea/DeaCheckPage.tsx')).DeaCheckPage,
  }),
  '/dea-report': async () => ({
    Component: (await import('../features/dea/DeaReportsPage.tsx')).DeaReportsPage,
  }),
  '/raports': async () => ({
    Component: (await import('../features/raports/RaportsPage.tsx')).AgentRaportsPage,
  }),
  '/ib-raports': async () => ({
    Component: (await import('../features/raports/RaportsPage.tsx')).IbRaportsPage,
  }),
  '/investigations': async () => ({
    Component: (await import('../features/investigations/ClosedInvestigationsPage.tsx'))
      .InvestigationsPage,
  }),
  '/ib-investigations': async () => ({
    Component: (await import('../features/investigations/ClosedInvestigationsPage.tsx'))
      .IbInvestigationsPage,
  }),
};

const underConstruction: Lazy = async () => ({
  Component: (await import('../features/underConstruction/UnderConstructionPage.tsx'))
    .UnderConstructionPage,
});

/** A route's path and its screen, loaded on first render (Suspense in the layout). */
export interface PageRoute {
  path: string;
  Screen: LazyExoticComponent<ComponentType>;
}

/**
 * A screen chunk loaded together with nuqs's adapter (filters and page in the URL), which wraps
 * it. Per screen rather than around the shell: the two chunks load in parallel and nuqs stays out
 * of the initial JS (README "Budgets").
 */
function screenWithUrlState(load: Lazy): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [{ Component }, { NuqsAdapter }] = await Promise.all([
      load(),
      import('nuqs/adapters/react-router/v7'),
    ]);
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
}

const underConstructionScreen = screenWithUrlState(underConstruction);

/**
 * All 30 routes of 01 §2, each screen its own chunk. React.lazy under the declarative router
 * rather than a data router's `lazy`: createBrowserRouter costs ~15 kB gzip in the entry for
 * loaders and actions the portal does not use (README "Budgets").
 */
export const pageRoutes: PageRoute[] = ROUTES.map(({ path }) => {
  const load = screens[path];
  return { path, Screen: load ? screenWithUrlState(load) : underConstructionScreen };
});
