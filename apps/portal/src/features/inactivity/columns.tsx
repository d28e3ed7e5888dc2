import { formatDate, INACTIVITY_TEXT as T, statusLabel, statusTone } from '@fbi/domain';
import { StatusBadge } from '@fbi/ui';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { Inactivity } from './api.ts';
import type { InactivityDialog } from './InactivityDialogs.tsx';

/**
 * The inactivity list's columns (02 §2.7): nick, end date (ru-RU), status (02 §4 labels),
 * comment ('Нет' when none).
 */
export const inactivityColumns: readonly RegistryColumn<Inactivity, InactivityDialog>[] = [
  { id: 'nick', header: T.nick, text: (r) => r.nick, isRowHeader: true },
  { id: 'dueDate', header: T.dueDate, text: (r) => formatDate(r.dueDate), onPhone: true },
  {
    id: 'status',
    header: T.status,
    text: (r) => statusLabel('inactivity', r.status),
    cell: (r) => (
      <StatusBadge
        label={statusLabel('inactivity', r.status)}
        tone={statusTone('inactivity', r.status)}
      />
    ),
    isStatus: true,
  },
  { id: 'comment', header: T.comment, text: (r) => r.comment || T.noComment, onPhone: true },
];
