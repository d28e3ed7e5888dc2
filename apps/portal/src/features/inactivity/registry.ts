import { can, INACTIVITY_TEXT as T, startsFrom } from '@fbi/domain';
import { defineRegistry, lazyDialogs, routeOf } from '../../shared/registry/registry.ts';
import { inactivityQueryOptions, openInactivityOrder, type Inactivity } from './api.ts';
import { inactivityColumns } from './columns.tsx';
import type { InactivityDialog } from './InactivityDialogs.tsx';

/**
 * The inactivity list, /inactive (02 §2.7, §6): nick, end date, status, comment, 10 rows a page
 * (page in the URL); the roles that request inactivity get the request button, as in the
 * sidebar. For hr_inspector, deputy_director and director a row awaiting the decision opens the
 * view with Decline / Accepted, an approved row the modal with 'View order' and 'Remove from
 * inactivity'; for anyone else an approved row opens its printable order in a new tab. Which row
 * opens follows the inactivity machine; the others do not open.
 */
export const inactivityRegistry = defineRegistry<Inactivity, never, InactivityDialog>({
  path: '/inactive',
  total: T.total,
  list: { all: inactivityQueryOptions },
  columns: inactivityColumns,
  create: [{ modal: 'inactivity', permission: 'requestInactivity' }],
  open: (inactivity, { roles }) => {
    const decides = can('decideInactivity', roles);
    if (startsFrom('inactivity', 'remove', inactivity.status)) {
      return decides
        ? { dialog: { step: 'approved', inactivity } }
        : { run: () => void openInactivityOrder(inactivity.id), label: T.viewOrder };
    }
    return decides && startsFrom('inactivity', 'approve', inactivity.status)
      ? { dialog: { step: 'view', inactivity } }
      : null;
  },
  Dialogs: lazyDialogs(() => import('./InactivityDialogs.tsx'), 'InactivityDialogs'),
  route: routeOf('inactivity', 'inactivity', 'nick'),
});
