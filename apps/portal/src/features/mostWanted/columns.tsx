import { formatDateTime, MW_TEXT as T, statusLabel, statusTone } from '@fbi/domain';
import { StatusBadge, type TableColumn } from '@fbi/ui';
import type { MostWanted } from './api.ts';

/**
 * The MW table's columns (01 §2): subject nick, author, creation date (ru-RU, Moscow time),
 * status label ('Неизвестно' for a value the machine does not know).
 */
export const mostWantedColumns: TableColumn<MostWanted>[] = [
  { id: 'nick', header: T.nick, cell: (r) => r.nick, isRowHeader: true },
  { id: 'author', header: T.author, cell: (r) => r.author },
  { id: 'createdAt', header: T.createdAt, cell: (r) => formatDateTime(r.createdAt) },
  {
    id: 'status',
    header: T.status,
    cell: (r) => (
      <StatusBadge label={statusLabel('mw', r.status)} tone={statusTone('mw', r.status)} />
    ),
  },
];
