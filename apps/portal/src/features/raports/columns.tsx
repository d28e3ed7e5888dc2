import { formatDateTime, RAPORTS_TEXT as T } from '@fbi/domain';
import type { InvestigativeKind, Raport } from '../../shared/investigativeQueries.ts';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { RaportDialog } from './RaportDialogs.tsx';
import { nickColumn, statusColumn } from '../../shared/registry/columns.tsx';

/**
 * The report table's columns of a kind (01 §2 Agent reports): case number, target faction (it
 * names the row), author, date (ru-RU, Moscow time), status ('Неизвестно' for an unknown value,
 * 01 §8) as the kind's machine labels it.
 */
export function raportColumns(
  kind: InvestigativeKind,
): readonly RegistryColumn<Raport, RaportDialog>[] {
  const machine = kind === 'agent' ? 'raport' : 'ibReport';
  return [
    { id: 'caseNo', header: T.caseNo, text: (r) => String(r.caseNo), width: 64 },
    { id: 'faction', header: T.faction, text: (r) => r.faction, isRowHeader: true },
    nickColumn('author', T.author, (r) => r.author, { onPhone: true }),
    { id: 'date', header: T.date, text: (r) => formatDateTime(r.createdAt), onPhone: true },
    statusColumn(machine, T.status),
  ];
}
