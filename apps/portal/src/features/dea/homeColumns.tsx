import { DEA_TEXT as T, formatDate, UI_TEXT } from '@fbi/domain';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { HomeCheck } from './api.ts';
import * as styles from './dea.css.ts';
import { statusColumn } from '../../shared/registry/columns.tsx';

/**
 * The home checks' columns (03 §2 /dea-home): house number, author, target nick, faction, rank,
 * status (EXPIRED reads 'Прошло 48 часов'), violation date (ru-RU), executor, comment ('Нет').
 * Widths in percent for the table's fixed layout: nine columns fit a desktop page (1440 px with
 * the sidebar) with long nicks and statuses wrapping, instead of pushing the last ones out.
 */
export const homeCheckColumns: readonly RegistryColumn<HomeCheck>[] = [
  { id: 'houseNo', header: T.houseNo, text: (c) => c.houseNo, isRowHeader: true, width: '8%' },
  { id: 'author', header: T.author, text: (c) => c.author, width: '12%', onPhone: true },
  { id: 'nick', header: T.nick, text: (c) => c.nick, width: '12%', onPhone: true },
  { id: 'faction', header: T.faction, text: (c) => c.faction, width: '8%' },
  { id: 'rang', header: T.rang, text: (c) => c.rang, width: '11%' },
  statusColumn('deaHomeCheck', T.status, { wraps: true, width: '14%' }),
  {
    id: 'violationDate',
    header: T.violationDate,
    width: '10%',
    text: (c) => formatDate(c.violationDate),
    cell: (c) => <span className={styles.nowrap}>{formatDate(c.violationDate)}</span>,
    onPhone: true,
  },
  {
    id: 'executor',
    header: T.executor,
    width: '12%',
    text: (c) => c.executor || T.notSet,
    cell: (c) => c.executor || <span className={styles.muted}>{T.notSet}</span>,
  },
  {
    id: 'comment',
    header: T.comment,
    width: '13%',
    text: (c) => c.comment || UI_TEXT.noCommentShort,
    cell: (c) => c.comment || <span className={styles.muted}>{UI_TEXT.noCommentShort}</span>,
  },
];
