import { INACTIVITY_TEXT as T } from '@fbi/domain';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { Inactivity } from './api.ts';
import type { InactivityDialog } from './InactivityDialogs.tsx';
import {
  momentColumn,
  nickColumn,
  optionalColumn,
  statusColumn,
} from '../../shared/registry/columns.tsx';

/**
 * The inactivity list's columns (02 §2.7): nick, end date (ru-RU), status (02 §4 labels),
 * comment ('Нет' when none).
 */
export const inactivityColumns: readonly RegistryColumn<Inactivity, InactivityDialog>[] = [
  nickColumn('nick', T.nick, (r) => r.nick, { isRowHeader: true }),
  momentColumn('dueDate', T.dueDate, (r) => r.dueDate, { date: true, onPhone: true }),
  statusColumn('inactivity', T.status),
  optionalColumn('comment', T.comment, (r) => r.comment, T.noComment, { onPhone: true }),
];
