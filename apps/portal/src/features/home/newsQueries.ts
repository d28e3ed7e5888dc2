import { unwrap, type components } from '@fbi/api';
import { NEWS_IN_CAROUSEL } from '@fbi/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';

/** A news item (01 §3 News). */
export type News = components['schemas']['News'];
/** A public card of the home-page org chart (01 §2 Home page, `GET /api/v1/team/all-photo`). */
export type TeamCard = components['schemas']['TeamCard'];

/** Query key of `GET /api/v1/news/all`; invalidated after a press article is added or deleted. */
export const NEWS_QUERY_KEY = ['news'] as const;

/**
 * Query key of `GET /api/v1/team/all-photo`. Under `['team']`, so whatever refreshes the roster
 * (agent created, edited, deleted) refreshes the org chart too.
 */
export const TEAM_PHOTO_QUERY_KEY = ['team', 'all-photo'] as const;

/** All news (public call, 01 §7). */
export function useNews() {
  return useQuery({
    queryKey: NEWS_QUERY_KEY,
    queryFn: () => unwrap(api.GET('/api/v1/news/all')),
  });
}

/** The team cards of the org chart (public call, 01 §7). */
export function useTeamCards() {
  return useQuery({
    queryKey: TEAM_PHOTO_QUERY_KEY,
    queryFn: () => unwrap(api.GET('/api/v1/team/all-photo')),
  });
}

/**
 * The `count` newest news items by createdAt, newest first (01 §2 Home page: 4 in the carousel).
 * Items with an unreadable date sort last; the input is not changed.
 */
export function newestNews(news: readonly News[], count: number = NEWS_IN_CAROUSEL): News[] {
  const time = (item: News) => {
    const t = Date.parse(item.createdAt);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return [...news].sort((a, b) => time(b) - time(a)).slice(0, count);
}
