/** GET /achievements/all: the catalogue with the caller's progress (02 §2.12, §3 Achievement). */
import type { HttpHandler } from 'msw';
import { ACHIEVEMENTS } from '../store/achievementCatalogue.ts';
import { requireStaff } from '../auth/access.ts';
import { route } from '../http/route.ts';
import type { Store } from '../store/store.ts';

/** Handler of /api/v1/achievements/all. */
export function achievementHandlers(store: Store): HttpHandler[] {
  return [
    route(store, 'get', '/api/v1/achievements/all', ({ caller }) => {
      requireStaff(caller);
      const earned = new Set(
        store.data.achievements.filter((a) => a.memberId === caller.member.id).map((a) => a.key),
      );
      return ACHIEVEMENTS.map((a, i) => ({
        id: i + 1,
        emoji: a.emoji,
        title: a.title,
        description: a.description,
        isAchieved: earned.has(a.key),
      }));
    }),
  ];
}
