import { formatDateTime, ORDERS_TEXT as T, UI_TEXT } from '@fbi/domain';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { OrderPublic } from './api.ts';
import type { OrderDialog } from './OrderDialogs.tsx';
import { statusColumn } from '../../shared/registry/columns.tsx';

/**
 * The orders' columns (02 §2.5): created date, author, approver ('Не назначен' when none),
 * comment ('Нет' when none, 02 §8) and status.
 */
export const orderColumns: readonly RegistryColumn<OrderPublic, OrderDialog>[] = [
  {
    id: 'createdAt',
    header: T.createdAt,
    text: (o) => formatDateTime(o.createdAt),
    onPhone: true,
  },
  { id: 'author', header: T.author, text: (o) => o.author, isRowHeader: true },
  {
    id: 'approver',
    header: T.approver,
    text: (o) => o.approver || UI_TEXT.noApprover,
    onPhone: true,
  },
  { id: 'comment', header: T.comment, text: (o) => o.comment || UI_TEXT.noCommentShort },
  statusColumn('order', T.status),
];
