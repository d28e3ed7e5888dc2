import { NEWS_IN_CAROUSEL } from '@fbi/domain';
import type { News } from './api.ts';

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
