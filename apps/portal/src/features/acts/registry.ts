import { ACTS_TEXT as T, can } from '@fbi/domain';
import { factionFilters } from '../../shared/list/filterFields.ts';
import { defineRegistry, lazyDialogs } from '../../shared/registry/registry.ts';
import type { ActDialog } from './ActDialogs.tsx';
import { actsQueryOptions, type Act, type ActFilterKey } from './api.ts';
import { actColumns } from './columns.tsx';

/**
 * The acts of offences, /acts (02 §2.1): the filter panel, one page of 10 rows, and for the roles
 * of 02 §6 'Open act rows' a row opens the act view with its status menu (others view only). The
 * forms that file acts (02 §2.2, §2.3) open from here as from the sidebar, each for its roles.
 */
export const actsRegistry = defineRegistry<Act, ActFilterKey, ActDialog>({
  path: '/acts',
  total: T.total,
  filters: factionFilters(
    T,
    { key: 'authorReq', label: T.authorNick, kind: 'text' },
    { key: 'nick', label: T.offenderNick, kind: 'text' },
  ),
  list: { pages: actsQueryOptions },
  columns: actColumns,
  create: [
    { modal: 'act', permission: 'fileAct' },
    { modal: 'tribunalAct', permission: 'fileTribunalAct' },
  ],
  open: (act, { roles }) => (can('openActRows', roles) ? { dialog: { step: 'view', act } } : null),
  Dialogs: lazyDialogs(() => import('./ActDialogs.tsx'), 'ActDialogs'),
  // The view only: the evidence links and the forms are steps of their own.
  route: {
    machine: 'act',
    of: (d) => (d.step === 'view' ? { status: d.act.status, nick: d.act.nick } : null),
  },
});
