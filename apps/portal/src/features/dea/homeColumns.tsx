import { DEA_TEXT as T, UI_TEXT } from '@fbi/domain';
import {
  momentColumn,
  nickColumn,
  optionalColumn,
  statusColumn,
} from '../../shared/registry/columns.tsx';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { HomeCheck } from './api.ts';

/**
 * The home checks' columns (03 §2 /dea-home): house number, author, target nick, faction, rank,
 * status (EXPIRED reads 'Прошло 48 часов'), violation date (ru-RU), executor, comment ('Нет').
 * Widths in percent for the table's fixed layout: nine columns fit a desktop page (1440 px with
 * the sidebar) with long nicks and statuses wrapping, instead of pushing the last ones out.
 */
export const homeCheckColumns: readonly RegistryColumn<HomeCheck>[] = [
  { id: 'houseNo', header: T.houseNo, text: (c) => c.houseNo, isRowHeader: true, width: '8%' },
  nickColumn('author', T.author, (c) => c.author, { width: '12%', onPhone: true }),
  nickColumn('nick', T.nick, (c) => c.nick, { width: '12%', onPhone: true }),
  { id: 'faction', header: T.faction, text: (c) => c.faction, width: '8%' },
  { id: 'rang', header: T.rang, text: (c) => c.rang, width: '11%' },
  statusColumn('deaHomeCheck', T.status, { wraps: true, width: '14%' }),
  momentColumn('violationDate', T.violationDate, (c) => c.violationDate, {
    date: true,
    width: '10%',
    onPhone: true,
  }),
  nickColumn('executor', T.executor, (c) => c.executor, { none: T.notSet, width: '12%' }),
  optionalColumn('comment', T.comment, (c) => c.comment, UI_TEXT.noCommentShort, { width: '13%' }),
];
