import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { newsQueryOptions } from '../features/home/api.ts';

/** Loads a screen's chunk; the shape react-router's `lazy` routes use, kept for familiarity. */
export type Lazy = () => Promise<{ Component: ComponentType }>;

/**
 * The screen of each route, each in its own chunk. A route whose screen a later issue builds shows
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
  '/person': async () => ({
    Component: (await import('../features/person/PersonPage.tsx')).PersonPage,
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

/**
 * Loads the screen of `path` (its chunk), or the "раздел в разработке" page for a route no screen
 * builds yet. This table is a chunk of its own that the shell fetches as it starts, so the
 * initial JS does not carry every screen's import and preload list (README "Budgets").
 */
export function loadScreen(path: string): Promise<{ Component: ComponentType }> {
  return (screens[path] ?? underConstruction)();
}

/**
 * The first calls of the screens whose calls depend on nothing in the URL, sent beside the
 * screen's chunk rather than after it ran (issue 13: one round trip less before `/` shows its
 * news photo, the page's largest paint); the screen's own queries then find them in flight. The
 * same calls as `FIRST_CALLS` (firstCalls.ts), which index.html sends even earlier
 * (earlyAnswer.test.ts checks the two agree).
 */
const firstCalls: Partial<Record<string, (client: QueryClient) => void>> = {
  '/': (client) => {
    void client.prefetchQuery(newsQueryOptions());
  },
};

/** Sends the first calls of the screen at `path` through `client`, if it has any fixed ones. */
export function prefetchFirstCalls(path: string, client: QueryClient): void {
  firstCalls[path]?.(client);
}
