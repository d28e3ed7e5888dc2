import { waitingKindOfRoute, WAITING_TEXT } from '@fbi/domain';
import { useWaiting } from './useWaiting.ts';
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

/**
 * The count of records at the list `route` that wait on the caller (issue 12), shown inside the
 * sidebar link. Nothing while loading, on an error or when none wait.
 */
export function WaitingBadge({ route }: { route: string }) {
  const { counts } = useWaiting();
  const kind = waitingKindOfRoute(route);
  // A list that cannot wait on the caller has no count (waitingKindsFor leaves it out).
  const n = kind ? (counts[kind] ?? 0) : 0;
  return n === 0 ? null : <WaitingCount n={n} />;
}
