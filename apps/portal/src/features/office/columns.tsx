import { formatDateTime, OFFICE_TEXT as T, statusLabel, statusTone, UI_TEXT } from '@fbi/domain';
import { StatusBadge, type TableColumn } from '@fbi/ui';
import type { OfficeRequestPublic } from './api.ts';

/**
 * The office requests' columns (02 §2.6): created date, author, approver ('Не назначен' when
 * none), comment ('Нет' when none, as in the order list of 02 §8), status and access level
 * ('Не выдан' when none).
 */
export const officeColumns: TableColumn<OfficeRequestPublic>[] = [
  { id: 'createdAt', header: T.createdAt, cell: (o) => formatDateTime(o.createdAt) },
  { id: 'author', header: T.author, cell: (o) => o.author, isRowHeader: true },
  { id: 'approver', header: T.approver, cell: (o) => o.approver || UI_TEXT.noApprover },
  { id: 'comment', header: T.comment, cell: (o) => o.comment || UI_TEXT.noCommentShort },
  {
    id: 'status',
    header: T.status,
    cell: (o) => (
      <StatusBadge label={statusLabel('office', o.status)} tone={statusTone('office', o.status)} />
    ),
  },
  { id: 'level', header: T.level, cell: (o) => o.level || UI_TEXT.noAccessLevel },
];
