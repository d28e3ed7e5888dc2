import { DEA_TEXT as T } from '@fbi/domain';
import { momentColumn, nickColumn, statusColumn } from '../../shared/registry/columns.tsx';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { DeaReport } from './api.ts';

/**
 * The work reports' columns (03 §2 /dea-report): submit date (ru-RU, Moscow time), submitter,
 * status ('На проверке у главы DEA' / 'Просмотрено').
 */
export const deaReportColumns: readonly RegistryColumn<DeaReport>[] = [
  momentColumn('createdAt', T.submittedAt, (r) => r.createdAt, { onPhone: true }),
  nickColumn('author', T.submitter, (r) => r.author, { isRowHeader: true }),
  statusColumn('deaReport', T.status),
];
