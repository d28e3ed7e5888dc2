import { statusLabel, type StatusMachine } from '@fbi/domain';
import { RecordStatus } from '../RecordStatus.tsx';
import type { RegistryColumn } from './registry.ts';

/**
 * The status column of a registry whose records carry a `status` of `machine`: the status's
 * label as text (the CSV value and the phone card's badge) and, in the table, its badge in the
 * tone of what it means (labels and tones from the machine's table in `packages/domain`; 01 §4,
 * 02 §4, 03 §4).
 * @param header the column's header (the screen's «Статус» text).
 * @param options `wraps` lets a long label break onto two lines in a narrow table; `width` as
 *   in {@link RegistryColumn}.
 */
export function statusColumn<T extends { status: string }, D = never>(
  machine: StatusMachine,
  header: string,
  { wraps = false, width }: { wraps?: boolean; width?: RegistryColumn<T, D>['width'] } = {},
): RegistryColumn<T, D> {
  const label = (row: T) => statusLabel(machine, row.status);
  return {
    id: 'status',
    header,
    width,
    text: label,
    cell: (row) => <RecordStatus machine={machine} status={row.status} wraps={wraps} />,
    isStatus: true,
  };
}
