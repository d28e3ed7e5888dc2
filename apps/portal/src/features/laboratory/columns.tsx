import { formatDateTime, LABORATORY_TEXT as T, UI_TEXT } from '@fbi/domain';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { LabRequestPublic } from './api.ts';
import type { LabDialog } from './LabDialogs.tsx';
import * as styles from './laboratory.css.ts';
import { statusColumn } from '../../shared/registry/columns.tsx';

/**
 * The laboratory's columns (03 §2 /laboratory): creation date (ru-RU, Moscow time), author,
 * approver ('Не назначен' when none), comment ('Нет' when none), status label ('Неизвестно' for
 * an unknown value).
 */
export const labColumns: readonly RegistryColumn<LabRequestPublic, LabDialog>[] = [
  {
    id: 'createdAt',
    header: T.createdAt,
    text: (r) => formatDateTime(r.createdAt),
    cell: (r) => <span className={styles.nowrap}>{formatDateTime(r.createdAt)}</span>,
    onPhone: true,
  },
  { id: 'nick', header: T.author, text: (r) => r.nick, isRowHeader: true },
  {
    id: 'approver',
    header: T.approver,
    text: (r) => r.approver || UI_TEXT.noApprover,
    cell: (r) => r.approver || <span className={styles.muted}>{UI_TEXT.noApprover}</span>,
    onPhone: true,
  },
  {
    id: 'comment',
    header: T.comment,
    text: (r) => r.comment || UI_TEXT.noCommentShort,
    cell: (r) => r.comment || <span className={styles.muted}>{UI_TEXT.noCommentShort}</span>,
  },
  statusColumn('laboratory', T.status),
];
