/**
 * Awarding achievements for first actions, once per user (01 §1, 02 §2.12, §3 Achievement); the
 * catalogue itself is data in store/achievementCatalogue.ts.
 */
import { ACHIEVEMENTS, type AchievementKey } from './store/achievementCatalogue.ts';
import type { Store } from './store/store.ts';
import type { Schemas } from './store/types.ts';

/**
 * Awards an achievement to a member the first time only.
 * @returns `{title}` to put in the answer the first time, null afterwards.
 */
export function award(
  store: Store,
  memberId: number,
  key: AchievementKey,
): Schemas['Achievement'] | null {
  const earned = store.data.achievements.some((a) => a.memberId === memberId && a.key === key);
  if (earned) return null;
  store.data.achievements.push({ memberId, key, earnedAt: new Date(store.now()).toISOString() });
  const definition = ACHIEVEMENTS.find((a) => a.key === key);
  return definition ? { title: definition.title } : null;
}
