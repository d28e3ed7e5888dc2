import { ACTS_TEXT as T } from '@fbi/domain';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { ActDialog } from './ActDialogs.tsx';
import type { Act } from './api.ts';
import {
  createdAtColumn,
  momentColumn,
  nickColumn,
  statusColumn,
} from '../../shared/registry/columns.tsx';

/**
 * The acts' columns (02 §2.1 names none; ours): offender, faction, author, status, the execution
 * deadline and the filing date (ru-RU, Moscow time).
 */
export const actColumns: readonly RegistryColumn<Act, ActDialog>[] = [
  nickColumn('nick', T.offender, (a) => a.nick, { isRowHeader: true }),
  { id: 'faction', header: T.faction, text: (a) => a.faction, onPhone: true },
  nickColumn('author', T.author, (a) => a.author, { onPhone: true }),
  statusColumn('act', T.status),
  momentColumn('executeBy', T.executeBy, (a) => a.executeBy),
  createdAtColumn(T.createdAt),
];
