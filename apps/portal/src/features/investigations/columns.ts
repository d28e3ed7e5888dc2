import { formatDateTime, INVESTIGATIONS_TEXT as T } from '@fbi/domain';
import { createdAtColumn } from '../../shared/registry/columns.tsx';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { ClosedInvestigation } from './api.ts';

/**
 * The closed investigations' columns (01 §2 Closed investigations): target faction (it names the
 * row), initiator, start and end date (ru-RU, Moscow time).
 */
export const closedInvestigationColumns: readonly RegistryColumn<ClosedInvestigation>[] = [
  { id: 'faction', header: T.faction, text: (i) => i.faction, isRowHeader: true },
  { id: 'author', header: T.initiator, text: (i) => i.author, onPhone: true },
  createdAtColumn(T.startDate),
  { id: 'updatedAt', header: T.endDate, text: (i) => formatDateTime(i.updatedAt), onPhone: true },
];
