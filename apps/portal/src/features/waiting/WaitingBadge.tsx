import { waitingKindOfRoute, WAITING_TEXT } from '@fbi/domain';
import { useWaiting } from './useWaiting.ts';
import * as styles from './waiting.css.ts';

/**
 * The count of records at the list `route` that wait on the caller (issue 12), shown inside the
 * sidebar link; its text for screen readers is '3 ждут вашего решения'. Nothing while loading,
 * on an error or when none wait.
 */
export function WaitingBadge({ route }: { route: string }) {
  const { counts } = useWaiting();
  const kind = waitingKindOfRoute(route);
  const n = kind ? (counts[kind] ?? 0) : 0;
  if (n === 0) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{n}</span>
      <span className={styles.hidden}>, {WAITING_TEXT.badge(n)}</span>
    </span>
  );
}
