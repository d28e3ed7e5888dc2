import { DEA_TEXT as T, formatDate, statusLabel, statusTone, UI_TEXT } from '@fbi/domain';
import { StatusBadge, type TableColumn } from '@fbi/ui';
import type { HomeCheck } from './api.ts';
import * as styles from './dea.css.ts';

const orDash = (value: string | null | undefined) =>
  value ? value : <span className={styles.muted}>{T.notSet}</span>;

/**
 * The home checks' columns (03 §2 /dea-home): house number, author, target nick, faction, rank,
 * status (EXPIRED reads 'Прошло 48 часов'), violation date (ru-RU), executor, comment ('Нет').
 */
export const homeCheckColumns: TableColumn<HomeCheck>[] = [
  { id: 'houseNo', header: T.houseNo, cell: (c) => c.houseNo, isRowHeader: true },
  { id: 'author', header: T.author, cell: (c) => c.author },
  { id: 'nick', header: T.nick, cell: (c) => c.nick },
  { id: 'faction', header: T.faction, cell: (c) => c.faction },
  { id: 'rang', header: T.rang, cell: (c) => c.rang },
  {
    id: 'status',
    header: T.status,
    cell: (c) => (
      <StatusBadge
        label={statusLabel('deaHomeCheck', c.status)}
        tone={statusTone('deaHomeCheck', c.status)}
      />
    ),
  },
  {
    id: 'violationDate',
    header: T.violationDate,
    cell: (c) => <span className={styles.nowrap}>{formatDate(c.violationDate)}</span>,
  },
  { id: 'executor', header: T.executor, cell: (c) => orDash(c.executor) },
  {
    id: 'comment',
    header: T.comment,
    cell: (c) => c.comment || <span className={styles.muted}>{UI_TEXT.noCommentShort}</span>,
  },
];
