import { SUSPECTS_TEXT as T } from '@fbi/domain';
import type { ListPage } from '../../shared/list/ListTable.tsx';
import {
  defineRegistry,
  lazyDialogs,
  routeOf,
  type DataQuery,
  type PageParams,
  type Registry,
} from '../../shared/registry/registry.ts';
import {
  publicSuspectsQueryOptions,
  suspectsQueryOptions,
  type Suspect,
  type SuspectFilterKey,
  type SuspectPublic,
} from './api.ts';
import { suspectColumns, type SuspectView } from './columns.tsx';
import type { SuspectDialog } from './SuspectDialogs.tsx';

/**
 * A suspects list of `view` (03 §2 /db, /db-public): its route, the count, the filter card
 * (initiator and offender nicks), pages of 10 from `pages`, the view's columns, and what its rows
 * do (`rows`; none: read-only).
 */
function suspectsRegistry<R extends SuspectPublic, D = never>(
  view: SuspectView,
  pages: (params: PageParams<SuspectFilterKey>) => DataQuery<ListPage<R>>,
  rows?: Pick<Registry<R, SuspectFilterKey, D>, 'create' | 'open' | 'Dialogs' | 'route'>,
): Registry<R, SuspectFilterKey, D> {
  return defineRegistry<R, SuspectFilterKey, D>({
    path: view === 'staff' ? '/db' : '/db-public',
    total: T.total,
    filters: [
      { key: 'author', label: T.initiatorNick, kind: 'text' },
      { key: 'nick', label: T.offenderNick, kind: 'text' },
    ],
    list: { pages },
    columns: suspectColumns<R>(view),
    ...rows,
  });
}

/**
 * The criminal database, /db (03 §2, §6: any staff role): the filter card, pages of 10 (filters
 * and page in the URL), and a row opens the suspect's detail. The roles that may record a first
 * arrest get its button, as in the sidebar.
 */
export const databaseRegistry = suspectsRegistry<Suspect, SuspectDialog>(
  'staff',
  suspectsQueryOptions,
  {
    create: [{ modal: 'firstArrest', permission: 'createSuspect' }],
    open: (suspect) => ({ dialog: { step: 'detail', suspect } }),
    Dialogs: lazyDialogs(() => import('./SuspectDialogs.tsx'), 'SuspectDialogs'),
    route: routeOf('suspect', 'suspect', 'nick'),
  },
);

/**
 * The public suspects list, /db-public (03 §2, open to anyone): the same filters, pages and
 * columns as /db, read-only (a row does not open), RECIDIVE shown as 'Рецидивист'. It reads the
 * public call, which answers no proof links and no laboratory ids.
 */
export const publicDatabaseRegistry = suspectsRegistry<SuspectPublic>(
  'public',
  publicSuspectsQueryOptions,
);
