import { OFFICE_TEXT as T, officeActions } from '@fbi/domain';
import { defineRegistry, lazyDialogs, routeOf } from '../../shared/registry/registry.ts';
import { isWholeOfficeRequest, officeQueryOptions, type OfficeRequestPublic } from './api.ts';
import { officeColumns } from './columns.tsx';
import type { OfficeDialog } from './OfficeDialogs.tsx';

/**
 * The office passes, /office (02 §2.6): the whole list, newest first, in pages of 10. Rows open
 * only for head_internal_security_department, deputy_director and director, and declined rows do
 * not open (officeActions from the domain). The request form opens from here as from the
 * sidebar. Not guarded (02 §2).
 */
export const officeRegistry = defineRegistry<OfficeRequestPublic, never, OfficeDialog>({
  path: '/office',
  total: T.total,
  list: { all: officeQueryOptions },
  columns: officeColumns,
  create: [{ modal: 'officeRequest', permission: 'requestOffice' }],
  // Rows are public unless the caller has the office roles (02 §6), whose rows are whole.
  open: (request, { roles }) =>
    officeActions(roles, request.status).open && isWholeOfficeRequest(request)
      ? { dialog: { step: 'view', request } }
      : null,
  Dialogs: lazyDialogs(() => import('./OfficeDialogs.tsx'), 'OfficeDialogs'),
  route: routeOf('office', 'request', 'author'),
});
