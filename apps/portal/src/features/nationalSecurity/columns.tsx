import { formatMark, NATIONAL_SECURITY_TEXT as T } from '@fbi/domain';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { NationalSecurityRow } from './api.ts';
import type { NationalSecurityDialog } from './NationalSecurityDialogs.tsx';
import { createdAtColumn, nickColumn, statusColumn } from '../../shared/registry/columns.tsx';

/**
 * The list's columns (02 §2.8): author, faction, mark as N/10, created date (ru-RU, Moscow time),
 * status (02 §4 labels).
 */
export const nationalSecurityColumns: readonly RegistryColumn<
  NationalSecurityRow,
  NationalSecurityDialog
>[] = [
  nickColumn('author', T.author, (r) => r.author, { isRowHeader: true }),
  { id: 'faction', header: T.faction, text: (r) => r.faction, onPhone: true },
  { id: 'mark', header: T.mark, text: (r) => formatMark(r.mark), onPhone: true },
  createdAtColumn(T.createdAt),
  statusColumn('nationalSecurity', T.status),
];
