import { formatDateTime, OFFICE_TEXT as T, statusLabel, statusTone, UI_TEXT } from '@fbi/domain';
import { StatusBadge } from '@fbi/ui';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { OfficeRequestPublic } from './api.ts';
import type { OfficeDialog } from './OfficeDialogs.tsx';

/**
 * The office requests' columns (02 §2.6): created date, author, approver ('Не назначен' when
 * none), comment ('Нет' when none, as in the order list of 02 §8), status and access level
 * ('Не выдан' when none).
 */
export const officeColumns: readonly RegistryColumn<OfficeRequestPublic, OfficeDialog>[] = [
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
  {
    id: 'status',
    header: T.status,
    text: (o) => statusLabel('office', o.status),
    cell: (o) => (
      <StatusBadge label={statusLabel('office', o.status)} tone={statusTone('office', o.status)} />
    ),
    isStatus: true,
  },
  {
    id: 'level',
    header: T.level,
    text: (o) => o.level || UI_TEXT.noAccessLevel,
    onPhone: true,
  },
];
