import { DOSSIER_TEXT as T } from '@fbi/domain';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { Dossier } from './api.ts';
import type { DossierDialog } from './DossierDialogs.tsx';
import { createdAtColumn, nickColumn, statusColumn } from '../../shared/registry/columns.tsx';

/**
 * The dossier table's columns (01 §2 Intelligence, §3): nick, organization, author, creation
 * date (ru-RU, Moscow time), status ('Неизвестно' for an unknown value).
 */
export const dossierColumns: readonly RegistryColumn<Dossier, DossierDialog>[] = [
  nickColumn('nick', T.nick, (d) => d.nick, { isRowHeader: true }),
  { id: 'organization', header: T.organization, text: (d) => d.organization, onPhone: true },
  nickColumn('author', T.author, (d) => d.author, { onPhone: true }),
  createdAtColumn(T.createdAt),
  statusColumn('ibDossier', T.status),
];
