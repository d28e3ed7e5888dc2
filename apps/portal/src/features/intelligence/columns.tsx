import { DOSSIER_TEXT as T, formatDateTime, statusLabel, statusTone } from '@fbi/domain';
import { StatusBadge } from '@fbi/ui';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { Dossier } from './api.ts';
import type { DossierDialog } from './DossierDialogs.tsx';

/**
 * The dossier table's columns (01 §2 Intelligence, §3): nick, organization, author, creation
 * date (ru-RU, Moscow time), status ('Неизвестно' for an unknown value).
 */
export const dossierColumns: readonly RegistryColumn<Dossier, DossierDialog>[] = [
  { id: 'nick', header: T.nick, text: (d) => d.nick, isRowHeader: true },
  { id: 'organization', header: T.organization, text: (d) => d.organization, onPhone: true },
  { id: 'author', header: T.author, text: (d) => d.author, onPhone: true },
  {
    id: 'createdAt',
    header: T.createdAt,
    text: (d) => formatDateTime(d.createdAt),
    onPhone: true,
  },
  {
    id: 'status',
    header: T.status,
    text: (d) => statusLabel('ibDossier', d.status),
    cell: (d) => (
      <StatusBadge
        label={statusLabel('ibDossier', d.status)}
        tone={statusTone('ibDossier', d.status)}
      />
    ),
    isStatus: true,
  },
];
