import { statusLabel, statusTone, SUSPECTS_TEXT as T, suspectPublicLabel } from '@fbi/domain';
import { StatusBadge } from '@fbi/ui';
import { createdAtColumn, nickColumn } from '../../shared/registry/columns.tsx';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { SuspectPublic } from './api.ts';

/** Which list the columns are for: /db (staff) or /db-public. */
export type SuspectView = 'staff' | 'public';

/**
 * The suspects columns (03 §2 /db, /db-public): date (ru-RU, Moscow time), initiator, offender,
 * status. The public view labels RECIDIVE 'Рецидивист', the staff view 'Рецидив'.
 */
export function suspectColumns<R extends SuspectPublic>(
  view: SuspectView,
): readonly RegistryColumn<R>[] {
  const label = (s: R) =>
    view === 'public' ? suspectPublicLabel(s.status) : statusLabel('suspect', s.status);
  return [
    createdAtColumn<R>(T.date),
    nickColumn<R>('author', T.initiator, (s) => s.author, { onPhone: true }),
    nickColumn<R>('nick', T.offender, (s) => s.nick, { isRowHeader: true }),
    {
      id: 'status',
      header: T.status,
      text: label,
      cell: (s) => <StatusBadge label={label(s)} tone={statusTone('suspect', s.status)} />,
      isStatus: true,
    },
  ];
}
