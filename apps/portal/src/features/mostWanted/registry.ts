import { can, MW_TEXT as T, navTitle } from '@fbi/domain';
import { defineRegistry, lazyDialogs, routeOf } from '../../shared/registry/registry.ts';
import { mostWantedQueryOptions, type MostWanted } from './api.ts';
import { mostWantedColumns } from './columns.tsx';
import type { MwDialog } from './MostWantedDialogs.tsx';

/**
 * /most-wanted (01 §2 Most-wanted reports): the MW reports the caller sees (`?roles=` sent as
 * the spec does), 10 a page in the URL's `?page=`, newest first; any staff member opens a row's
 * view modal. Titled as the sidebar entry ('Мои рапорты MW' for report creators); creators get
 * the creation wizard's button, as in the sidebar.
 */
export const mostWantedRegistry = defineRegistry<MostWanted, never, MwDialog>({
  path: '/most-wanted',
  title: ({ roles, rang }) => navTitle('/most-wanted', roles, rang),
  total: T.total,
  list: { all: (_filters, { roles }) => mostWantedQueryOptions(roles) },
  columns: mostWantedColumns,
  create: [{ modal: 'mwReport', permission: 'mwCreate' }],
  open: (report, { roles }) => (can('mwOpen', roles) ? { dialog: { step: 'view', report } } : null),
  Dialogs: lazyDialogs(() => import('./MostWantedDialogs.tsx'), 'MostWantedDialogs'),
  route: routeOf('mw', 'report', 'nick'),
});
