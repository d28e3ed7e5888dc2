import { MW_TEXT as T } from '@fbi/domain';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { MostWanted } from './api.ts';
import type { MwDialog } from './MostWantedDialogs.tsx';
import { createdAtColumn, nickColumn, statusColumn } from '../../shared/registry/columns.tsx';

/**
 * The MW table's columns (01 §2): subject nick, author, creation date (ru-RU, Moscow time),
 * status label ('Неизвестно' for a value the machine does not know).
 */
export const mostWantedColumns: readonly RegistryColumn<MostWanted, MwDialog>[] = [
  nickColumn('nick', T.nick, (r) => r.nick, { isRowHeader: true }),
  nickColumn('author', T.author, (r) => r.author, { onPhone: true }),
  createdAtColumn(T.createdAt),
  statusColumn('mw', T.status),
];
