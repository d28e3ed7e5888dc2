import {
  formatDateTime,
  LABORATORY_TEXT as T,
  statusLabel,
  statusTone,
  UI_TEXT,
} from '@fbi/domain';
import { StatusBadge, type TableColumn } from '@fbi/ui';
import type { LabRequestPublic } from './api.ts';
import * as styles from './laboratory.css.ts';

/**
 * The laboratory's columns (03 §2 /laboratory): creation date (ru-RU, Moscow time), author,
 * approver ('Не назначен' when none), comment ('Нет' when none), status label ('Неизвестно' for
 * an unknown value).
 */
export const labColumns: TableColumn<LabRequestPublic>[] = [
  {
    id: 'createdAt',
    header: T.createdAt,
    cell: (r) => <span className={styles.nowrap}>{formatDateTime(r.createdAt)}</span>,
  },
  { id: 'nick', header: T.author, cell: (r) => r.nick, isRowHeader: true },
  {
    id: 'approver',
    header: T.approver,
    cell: (r) => r.approver || <span className={styles.muted}>{UI_TEXT.noApprover}</span>,
  },
  {
    id: 'comment',
    header: T.comment,
    cell: (r) => r.comment || <span className={styles.muted}>{UI_TEXT.noCommentShort}</span>,
  },
  {
    id: 'status',
    header: T.status,
    cell: (r) => (
      <StatusBadge
        label={statusLabel('laboratory', r.status)}
        tone={statusTone('laboratory', r.status)}
      />
    ),
  },
];
