import { formatDateTime, ORDERS_TEXT as T, statusLabel, statusTone, UI_TEXT } from '@fbi/domain';
import { StatusBadge, type TableColumn } from '@fbi/ui';
import type { OrderPublic } from './api.ts';

/**
 * The orders' columns (02 §2.5): created date, author, approver ('Не назначен' when none),
 * comment ('Нет' when none, 02 §8) and status.
 */
export const orderColumns: TableColumn<OrderPublic>[] = [
  { id: 'createdAt', header: T.createdAt, cell: (o) => formatDateTime(o.createdAt) },
  { id: 'author', header: T.author, cell: (o) => o.author, isRowHeader: true },
  { id: 'approver', header: T.approver, cell: (o) => o.approver || UI_TEXT.noApprover },
  { id: 'comment', header: T.comment, cell: (o) => o.comment || UI_TEXT.noCommentShort },
  {
    id: 'status',
    header: T.status,
    cell: (o) => (
      <StatusBadge label={statusLabel('order', o.status)} tone={statusTone('order', o.status)} />
    ),
  },
];
