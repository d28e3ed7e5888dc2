import { DEA_TEXT as T, formatDateTime } from '@fbi/domain';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { DeaReport } from './api.ts';
import * as styles from './dea.css.ts';
import { statusColumn } from '../../shared/registry/columns.tsx';

/**
 * The work reports' columns (03 §2 /dea-report): submit date (ru-RU, Moscow time), submitter,
 * status ('На проверке у главы DEA' / 'Просмотрено').
 */
export const deaReportColumns: readonly RegistryColumn<DeaReport>[] = [
  {
    id: 'createdAt',
    header: T.submittedAt,
    text: (r) => formatDateTime(r.createdAt),
    cell: (r) => <span className={styles.nowrap}>{formatDateTime(r.createdAt)}</span>,
    onPhone: true,
  },
  { id: 'author', header: T.submitter, text: (r) => r.author, isRowHeader: true },
  statusColumn('deaReport', T.status),
];
