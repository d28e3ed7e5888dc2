import { formatDateTime, RAPORTS_TEXT as T, statusLabel, statusTone } from '@fbi/domain';
import { StatusBadge, type TableColumn } from '@fbi/ui';
import type { InvestigativeKind, Raport } from '../../shared/investigativeQueries.ts';

/**
 * The report table's columns (01 §2 Agent reports): target faction, author, date (ru-RU, Moscow
 * time), status ('Неизвестно' for an unknown value, 01 §8). The case number names the row.
 */
export function raportColumns(kind: InvestigativeKind): TableColumn<Raport>[] {
  const machine = kind === 'agent' ? 'raport' : 'ibReport';
  return [
    { id: 'caseNo', header: T.caseNo, cell: (r) => r.caseNo, width: 64 },
    { id: 'faction', header: T.faction, cell: (r) => r.faction, isRowHeader: true },
    { id: 'author', header: T.author, cell: (r) => r.author },
    { id: 'date', header: T.date, cell: (r) => formatDateTime(r.createdAt) },
    {
      id: 'status',
      header: T.status,
      cell: (r) => (
        <StatusBadge label={statusLabel(machine, r.status)} tone={statusTone(machine, r.status)} />
      ),
    },
  ];
}
