import {
  formatDateTime,
  formatMark,
  NATIONAL_SECURITY_TEXT as T,
  statusLabel,
  statusTone,
} from '@fbi/domain';
import { StatusBadge, type TableColumn } from '@fbi/ui';
import type { NationalSecurityReportPublic } from './api.ts';

/**
 * The list's columns (02 §2.8): author, faction, mark as N/10, created date (ru-RU, Moscow time),
 * status (02 §4 labels).
 */
export const nationalSecurityColumns: TableColumn<NationalSecurityReportPublic>[] = [
  { id: 'author', header: T.author, cell: (r) => r.author, isRowHeader: true },
  { id: 'faction', header: T.faction, cell: (r) => r.faction },
  { id: 'mark', header: T.mark, cell: (r) => formatMark(r.mark) },
  { id: 'createdAt', header: T.createdAt, cell: (r) => formatDateTime(r.createdAt) },
  {
    id: 'status',
    header: T.status,
    cell: (r) => (
      <StatusBadge
        label={statusLabel('nationalSecurity', r.status)}
        tone={statusTone('nationalSecurity', r.status)}
      />
    ),
  },
];
