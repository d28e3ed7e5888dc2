import { DOSSIER_TEXT as T, formatDateTime, statusLabel, statusTone } from '@fbi/domain';
import { StatusBadge, type TableColumn } from '@fbi/ui';
import type { Dossier } from './api.ts';

/**
 * The dossier table's columns (01 §2 Intelligence, §3): nick, organization, author, creation
 * date (ru-RU, Moscow time), status ('Неизвестно' for an unknown value).
 */
export const dossierColumns: TableColumn<Dossier>[] = [
  { id: 'nick', header: T.nick, cell: (d) => d.nick, isRowHeader: true },
  { id: 'organization', header: T.organization, cell: (d) => d.organization },
  { id: 'author', header: T.author, cell: (d) => d.author },
  { id: 'createdAt', header: T.createdAt, cell: (d) => formatDateTime(d.createdAt) },
  {
    id: 'status',
    header: T.status,
    cell: (d) => (
      <StatusBadge
        label={statusLabel('ibDossier', d.status)}
        tone={statusTone('ibDossier', d.status)}
      />
    ),
  },
];
