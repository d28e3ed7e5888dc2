import {
  formatDateTime,
  statusLabel,
  statusTone,
  SUSPECTS_TEXT as T,
  suspectPublicLabel,
} from '@fbi/domain';
import { StatusBadge, type TableColumn } from '@fbi/ui';
import type { SuspectPublic } from './api.ts';
import * as styles from './suspects.css.ts';

/**
 * The suspects columns (03 §2 /db, /db-public): date (ru-RU, Moscow time), initiator, offender,
 * status. The public view labels RECIDIVE 'Рецидивист', the staff view 'Рецидив'.
 */
export function suspectColumns<R extends SuspectPublic>(
  view: 'staff' | 'public',
): TableColumn<R>[] {
  const label = (s: R) =>
    view === 'public' ? suspectPublicLabel(s.status) : statusLabel('suspect', s.status);
  return [
    {
      id: 'createdAt',
      header: T.date,
      cell: (s) => <span className={styles.nowrap}>{formatDateTime(s.createdAt)}</span>,
    },
    { id: 'author', header: T.initiator, cell: (s) => s.author },
    { id: 'nick', header: T.offender, cell: (s) => s.nick, isRowHeader: true },
    {
      id: 'status',
      header: T.status,
      cell: (s) => <StatusBadge label={label(s)} tone={statusTone('suspect', s.status)} />,
    },
  ];
}
