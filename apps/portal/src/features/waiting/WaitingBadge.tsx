import { waitingKindOfRoute, WAITING_TEXT } from '@fbi/domain';
import { useWaiting } from './useWaiting.ts';
import * as styles from './waiting.css.ts';

/**
 * The count pill: the number is shown, and unless `silent` its text is read within the link
 * (', 3 ждут вашего решения'); a button that lays it out as a flex item names itself instead.
 */
export function WaitingCount({ n, silent = false }: { n: number; silent?: boolean }) {
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{n}</span>
      {!silent && <span className={styles.hidden}>, {WAITING_TEXT.badge(n)}</span>}
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
  const n = kind ? (counts[kind] ?? 0) : 0;
  return n === 0 ? null : <WaitingCount n={n} />;
}
