import { MW_TEXT as T } from '@fbi/domain';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { MostWanted } from './api.ts';
import type { MwDialog } from './MostWantedDialogs.tsx';
import { createdAtColumn, statusColumn } from '../../shared/registry/columns.tsx';

/**
 * The MW table's columns (01 §2): subject nick, author, creation date (ru-RU, Moscow time),
 * status label ('Неизвестно' for a value the machine does not know).
 */
export const mostWantedColumns: readonly RegistryColumn<MostWanted, MwDialog>[] = [
  { id: 'nick', header: T.nick, text: (r) => r.nick, isRowHeader: true },
  { id: 'author', header: T.author, text: (r) => r.author, onPhone: true },
  createdAtColumn(T.createdAt),
  statusColumn('mw', T.status),
];
