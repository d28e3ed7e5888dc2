import { ACTS_TEXT as T, formatDateTime, statusLabel, statusTone } from '@fbi/domain';
import { StatusBadge, type TableColumn } from '@fbi/ui';
import type { Act } from './api.ts';

/**
 * The acts' columns (02 §2.1 names none; ours): offender, faction, author, status, the execution
 * deadline and the filing date (ru-RU, Moscow time).
 */
export const actColumns: TableColumn<Act>[] = [
  { id: 'nick', header: T.offender, cell: (a) => a.nick, isRowHeader: true },
  { id: 'faction', header: T.faction, cell: (a) => a.faction },
  { id: 'author', header: T.author, cell: (a) => a.author },
  {
    id: 'status',
    header: T.status,
    cell: (a) => (
      <StatusBadge label={statusLabel('act', a.status)} tone={statusTone('act', a.status)} />
    ),
  },
  { id: 'executeBy', header: T.executeBy, cell: (a) => formatDateTime(a.executeBy) },
  { id: 'createdAt', header: T.createdAt, cell: (a) => formatDateTime(a.createdAt) },
];
