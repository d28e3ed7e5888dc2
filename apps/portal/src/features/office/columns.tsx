import { formatDateTime, OFFICE_TEXT as T, UI_TEXT } from '@fbi/domain';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { OfficeRequestPublic } from './api.ts';
import type { OfficeDialog } from './OfficeDialogs.tsx';
import { statusColumn } from '../../shared/registry/columns.tsx';

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
  statusColumn('office', T.status),
  {
    id: 'level',
    header: T.level,
    text: (o) => o.level || UI_TEXT.noAccessLevel,
    onPhone: true,
  },
];
