import {
  waitingKindOfRoute,
  waitingKindsFor,
  WAITING_TEXT,
  type Role,
  type WaitingKind,
} from '@fbi/domain';
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
 * sidebar link. Nothing for a list that cannot wait on the caller (waitingKindsFor leaves it out).
 */
export function WaitingBadge({ route }: { route: string }) {
  const { roles, rang } = useSession();
  const kind = waitingKindOfRoute(route);
  return kind && waitingKindsFor(roles, rang).includes(kind) ? (
    <WaitingBadgeOf kind={kind} roles={roles} />
  ) : null;
}

/**
 * The count pill of one waiting kind: nothing while loading, on an error or when none wait. It
 * reads its own list's count only (the queue's batch shares the cache), so another list's answer
 * does not re-render it.
 */
function WaitingBadgeOf({ kind, roles }: { kind: WaitingKind; roles: readonly Role[] }) {
  const { data: n = 0 } = useQuery({ ...waitingRecordsQueryOptions(kind, roles), select: countOf });
  return n === 0 ? null : <WaitingCount n={n} />;
}
