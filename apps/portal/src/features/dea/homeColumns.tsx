import { DEA_TEXT as T, formatDate, statusLabel, statusTone, UI_TEXT } from '@fbi/domain';
import { StatusBadge, type TableColumn } from '@fbi/ui';
import type { HomeCheck } from './api.ts';
import * as styles from './dea.css.ts';

const orDash = (value: string | null | undefined) =>
  value ? value : <span className={styles.muted}>{T.notSet}</span>;

/**
 * The home checks' columns (03 §2 /dea-home): house number, author, target nick, faction, rank,
 * status (EXPIRED reads 'Прошло 48 часов'), violation date (ru-RU), executor, comment ('Нет').
 * Widths in percent for the table's fixed layout: nine columns fit a desktop page (1440 px with
 * the sidebar) with long nicks and statuses wrapping, instead of pushing the last ones out.
 */
export const homeCheckColumns: TableColumn<HomeCheck>[] = [
  { id: 'houseNo', header: T.houseNo, cell: (c) => c.houseNo, isRowHeader: true, width: '8%' },
  { id: 'author', header: T.author, cell: (c) => c.author, width: '12%' },
  { id: 'nick', header: T.nick, cell: (c) => c.nick, width: '12%' },
  { id: 'faction', header: T.faction, cell: (c) => c.faction, width: '8%' },
  { id: 'rang', header: T.rang, cell: (c) => c.rang, width: '11%' },
  {
    id: 'status',
    header: T.status,
    width: '14%',
    cell: (c) => (
      <StatusBadge
        wraps
        label={statusLabel('deaHomeCheck', c.status)}
        tone={statusTone('deaHomeCheck', c.status)}
      />
    ),
  },
  {
    id: 'violationDate',
    header: T.violationDate,
    width: '10%',
    cell: (c) => <span className={styles.nowrap}>{formatDate(c.violationDate)}</span>,
  },
  { id: 'executor', header: T.executor, cell: (c) => orDash(c.executor), width: '12%' },
  {
    id: 'comment',
    header: T.comment,
    width: '13%',
    cell: (c) => c.comment || <span className={styles.muted}>{UI_TEXT.noCommentShort}</span>,
  },
];
