import { can, PUNISHMENTS_TEXT as T, PUNISHMENT_TYPES } from '@fbi/domain';
import { factionFilters } from '../../shared/list/filterFields.ts';
import { defineRegistry, lazyDialogs } from '../../shared/registry/registry.ts';
import type { PUNISHMENT_FILTER_KEYS } from './api.ts';
import { punishmentsQueryOptions, type Punishment } from './api.ts';
import { punishmentColumns } from './columns.tsx';
import type { PunishmentDialog } from './PunishmentDialogs.tsx';

/**
 * The punishments registry, /punishments (02 §2.9): the filter card, one page of 10 rows; the
 * roles of 02 §6 'Add a punishment' get the creation button, as in the sidebar; for
 * professional_standards_inspector, deputy_director and director a row opens the edit modal
 * (others view only; anyone opens a row's violation proofs).
 */
export const punishmentsRegistry = defineRegistry<
  Punishment,
  (typeof PUNISHMENT_FILTER_KEYS)[number],
  PunishmentDialog
>({
  path: '/punishments',
  total: T.total,
  filters: factionFilters(
    T,
    { key: 'authorReq', label: T.executorNick, kind: 'text' },
    { key: 'nick', label: T.violatorNick, kind: 'text' },
    { key: 'type', label: T.type, kind: 'select', options: PUNISHMENT_TYPES },
  ),
  list: { pages: punishmentsQueryOptions },
  columns: punishmentColumns,
  create: [{ modal: 'punishment', permission: 'addPunishment' }],
  open: (punishment, { roles }) =>
    can('editPunishmentRegistry', roles) ? { dialog: { step: 'edit', punishment } } : null,
  Dialogs: lazyDialogs(() => import('./PunishmentDialogs.tsx'), 'PunishmentDialogs'),
});
