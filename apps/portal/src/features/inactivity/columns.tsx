import { formatDate, INACTIVITY_TEXT as T, statusLabel, statusTone } from '@fbi/domain';
import { StatusBadge, type TableColumn } from '@fbi/ui';
import type { Inactivity } from './api.ts';

/**
 * The inactivity list's columns (02 §2.7): nick, end date (ru-RU), status (02 §4 labels),
 * comment ('Нет' when none).
 */
export const inactivityColumns: TableColumn<Inactivity>[] = [
  { id: 'nick', header: T.nick, cell: (r) => r.nick, isRowHeader: true },
  { id: 'dueDate', header: T.dueDate, cell: (r) => formatDate(r.dueDate) },
  {
    id: 'status',
    header: T.status,
    cell: (r) => (
      <StatusBadge
        label={statusLabel('inactivity', r.status)}
        tone={statusTone('inactivity', r.status)}
      />
    ),
  },
  { id: 'comment', header: T.comment, cell: (r) => r.comment || T.noComment },
];
