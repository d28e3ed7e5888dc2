import { ACHIEVEMENTS_TEXT as T, routeTitle } from '@fbi/domain';
import { AchievementCard, EmptyState, Page, PageHeader, Skeleton } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { achievementsQueryOptions } from './api.ts';
import * as styles from './achievements.css.ts';

const TITLE = routeTitle('/achievements') ?? '';
const SKELETON_CARDS = 6;

/**
 * /achievements (02 §2.12): every achievement as a card (emoji, title, description), greyed out
 * when not achieved, with the count achieved. No role checks beyond the route's. A failed load
 * shows no toast (02 §7) but an empty state.
 */
export function AchievementsPage() {
  const query = useQuery(achievementsQueryOptions());
  const items = query.data ?? [];
  const achieved = items.filter((a) => a.isAchieved).length;

  return (
    <Page>
      <PageHeader
        title={TITLE}
        description={query.data ? T.progress(achieved, items.length) : undefined}
      />
      {query.isPending ? (
        <ul className={styles.grid} aria-busy="true" aria-label={TITLE}>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={i}>
              <Skeleton height={96} />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <EmptyState title={T.unavailable} />
      ) : items.length === 0 ? (
        <EmptyState title={T.empty} />
      ) : (
        <ul className={styles.grid} aria-label={TITLE}>
          {items.map((a) => (
            <li key={a.id}>
              <AchievementCard
                className={styles.card}
                emoji={a.emoji}
                title={a.title}
                description={a.description}
                achieved={a.isAchieved}
                headingLevel={2}
              />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
