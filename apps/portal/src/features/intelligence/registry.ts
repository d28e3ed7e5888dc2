import { can, DOSSIER_TEXT as T, navTitle } from '@fbi/domain';
import { defineRegistry, lazyDialogs, routeOf } from '../../shared/registry/registry.ts';
import { dossiersQueryOptions, type Dossier } from './api.ts';
import { dossierColumns } from './columns.tsx';
import type { DossierDialog } from './DossierDialogs.tsx';

/**
 * /intelligence (01 §2 Intelligence, §6 Dossier open): the dossiers the caller sees (`?roles=`),
 * 10 a page in the URL's `?page=`; a row opens the view modal. Titled as the sidebar entry
 * ('Мои рапорты' for a secret agent). A staff member outside IB who opens the route gets a clear
 * "IB only" state instead of a refused call (issue 9 "never an error toast on a route"); the
 * roles that file dossiers get the creation button, as in the sidebar.
 */
export const intelligenceRegistry = defineRegistry<Dossier, never, DossierDialog>({
  path: '/intelligence',
  title: ({ roles, rang }) => navTitle('/intelligence', roles, rang),
  total: T.total,
  list: { all: (_filters, { roles }) => dossiersQueryOptions(roles) },
  mayRead: ({ roles }) => can('dossierOpen', roles),
  noAccess: T.noAccess,
  columns: dossierColumns,
  create: [{ modal: 'ibDossier', permission: 'createDossier' }],
  open: (dossier) => ({ dialog: { step: 'view', dossier } }),
  Dialogs: lazyDialogs(() => import('./DossierDialogs.tsx'), 'DossierDialogs'),
  route: routeOf('ibDossier', 'dossier', 'nick'),
});
