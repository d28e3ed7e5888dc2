import { LABORATORY_TEXT as T, UI_TEXT } from '@fbi/domain';
import {
  momentColumn,
  nickColumn,
  optionalColumn,
  statusColumn,
} from '../../shared/registry/columns.tsx';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { LabRequestPublic } from './api.ts';
import type { LabDialog } from './LabDialogs.tsx';

/**
 * The laboratory's columns (03 §2 /laboratory): creation date (ru-RU, Moscow time), author,
 * approver ('Не назначен' when none), comment ('Нет' when none), status label ('Неизвестно' for
 * an unknown value).
 */
export const labColumns: readonly RegistryColumn<LabRequestPublic, LabDialog>[] = [
  momentColumn('createdAt', T.createdAt, (r) => r.createdAt, { onPhone: true }),
  nickColumn('nick', T.author, (r) => r.nick, { isRowHeader: true }),
  nickColumn('approver', T.approver, (r) => r.approver, {
    none: UI_TEXT.noApprover,
    onPhone: true,
  }),
  optionalColumn('comment', T.comment, (r) => r.comment, UI_TEXT.noCommentShort),
  statusColumn('laboratory', T.status),
];
