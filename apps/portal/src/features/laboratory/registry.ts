import { can, LABORATORY_TEXT as T, SUSPECTS_TEXT } from '@fbi/domain';
import { defineRegistry, lazyDialogs, routeOf } from '../../shared/registry/registry.ts';
import {
  isWholeLabRequest,
  labRequestsQueryOptions,
  openLabReport,
  type LabFilterKey,
  type LabRequestPublic,
} from './api.ts';
import { labColumns } from './columns.tsx';
import type { LabDialog } from './LabDialogs.tsx';

/**
 * The laboratory, /laboratory (03 §2, §6): the filter card, pages of 10. A DONE row opens its
 * report in a new tab for anyone; any other row opens the detail modal for the roles of 03 §6
 * "Laboratory detail and actions" (others: the row does not open). A press that ends a text
 * selection is ignored (the Table checks it). The roles of 03 §6 get the request button.
 */
export const laboratoryRegistry = defineRegistry<LabRequestPublic, LabFilterKey, LabDialog>({
  path: '/laboratory',
  total: T.total,
  filters: [
    { key: 'approver', label: T.executorNick, kind: 'text' },
    { key: 'nick', label: T.authorNick, kind: 'text' },
  ],
  list: { pages: labRequestsQueryOptions },
  columns: labColumns,
  create: [{ modal: 'labRequest', permission: 'requestLaboratory' }],
  // Rows are public (table columns only) unless the caller is a lab role (03 §6), whose rows are
  // whole and open the detail.
  open: (request, { roles }) => {
    if (request.status === 'DONE')
      return { run: () => void openLabReport(request.id), label: SUSPECTS_TEXT.labReport };
    if (can('laboratoryActions', roles) && isWholeLabRequest(request))
      return { dialog: { step: 'detail', request } };
    return null;
  },
  Dialogs: lazyDialogs(() => import('./LabDialogs.tsx'), 'LabDialogs'),
  route: routeOf('laboratory', 'request', 'nick'),
});
