import { DEA_TEXT as T, formatDateTime, statusLabel, statusTone } from '@fbi/domain';
import { StatusBadge, type TableColumn } from '@fbi/ui';
import type { DeaReport } from './api.ts';
import * as styles from './dea.css.ts';

/**
 * The work reports' columns (03 §2 /dea-report): submit date (ru-RU, Moscow time), submitter,
 * status ('На проверке у главы DEA' / 'Просмотрено').
 */
export const deaReportColumns: TableColumn<DeaReport>[] = [
  {
    id: 'createdAt',
    header: T.submittedAt,
    cell: (r) => <span className={styles.nowrap}>{formatDateTime(r.createdAt)}</span>,
  },
  { id: 'author', header: T.submitter, cell: (r) => r.author, isRowHeader: true },
  {
    id: 'status',
    header: T.status,
    cell: (r) => (
      <StatusBadge
        label={statusLabel('deaReport', r.status)}
        tone={statusTone('deaReport', r.status)}
      />
    ),
  },
];
