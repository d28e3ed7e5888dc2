import { QueryCache, QueryClient } from '@tanstack/react-query';
import { achievementTitle, showAchievement, showError } from './errors.ts';

/**
 * The portal's query client. Queries show their failure as the error toast once (01 §8) unless
 * they opt out with `meta: { silent: true }` (achievements, DEA team: 02 §7, 03 §8). An answer
 * carrying `achievement.title` (team roster, academy exams, profile) shows the achievement toast
 * here, once per query and title, so refetches and remounts do not repeat it (01 §1).
 */
export function createQueryClient(): QueryClient {
  const shownAchievements = new Set<string>();
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) showError(error);
      },
      onSuccess: (data, query) => {
        const title = achievementTitle(data);
        if (title === null) return;
        const key = `${query.queryHash}\u0000${title}`;
        if (shownAchievements.has(key)) return;
        shownAchievements.add(key);
        showAchievement(data);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
  }
}
