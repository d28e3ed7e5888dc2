import { waitingKindOfRoute, waitingKindsFor, WAITING_TEXT } from '@fbi/domain';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../shared/useSession.ts';
import { waitingRecordsQueryOptions, type WaitingRecord } from './api.ts';
import * as styles from './waiting.css.ts';

/**
 * The count pill: the number is shown, its text read (', 3 ждут вашего решения') within the link
 * or beside the button it follows.
 */
export function WaitingCount({ n }: { n: number }) {
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{n}</span>
      <span className={styles.hidden}>, {WAITING_TEXT.badge(n)}</span>
    </span>
  );
}

const countOf = (records: WaitingRecord[]) => records.length;

/**
 * The count of records at the list `route` that wait on the caller (issue 12), shown inside the
 * sidebar link. Nothing while loading, on an error or when none wait. It reads its own list's
 * count only (the queue's batch shares the cache), so another list's answer does not re-render it.
 */
export function WaitingBadge({ route }: { route: string }) {
  const { roles, rang } = useSession();
  const routeKind = waitingKindOfRoute(route);
  // A list that cannot wait on the caller has no count (waitingKindsFor leaves it out).
  const kind = routeKind && waitingKindsFor(roles, rang).includes(routeKind) ? routeKind : null;
  const { data: n = 0 } = useQuery({
    ...waitingRecordsQueryOptions(kind ?? 'orders', roles),
    select: countOf,
    enabled: kind !== null,
  });
  return kind === null || n === 0 ? null : <WaitingCount n={n} />;
}
