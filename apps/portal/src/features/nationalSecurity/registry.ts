import { can, NATIONAL_SECURITY_TEXT as T } from '@fbi/domain';
import { factionFilters } from '../../shared/list/filterFields.ts';
import { defineRegistry, lazyDialogs, routeOf } from '../../shared/registry/registry.ts';
import {
  isWholeNationalSecurityReport,
  nationalSecurityQueryOptions,
  type NationalSecurityFilterKey,
  type NationalSecurityRow,
} from './api.ts';
import { nationalSecurityColumns } from './columns.tsx';
import type { NationalSecurityDialog } from './NationalSecurityDialogs.tsx';

/**
 * /national-security (02 §2.8, §6): the filter card (faction, author nick, dates; sent with the
 * session's `roles`), the reports 10 a page (author, faction, N/10, created date, status). Rows
 * open the view for advisors, inspectors, deputy_director and director; the roles that file
 * reports get the creation button, as in the sidebar. Filters and page live in the URL.
 */
export const nationalSecurityRegistry = defineRegistry<
  NationalSecurityRow,
  NationalSecurityFilterKey,
  NationalSecurityDialog
>({
  path: '/national-security',
  total: T.total,
  filters: factionFilters(T, { key: 'nick', label: T.authorNick, kind: 'text' }),
  list: { all: (filters, { roles }) => nationalSecurityQueryOptions({ roles, filters }) },
  columns: nationalSecurityColumns,
  create: [{ modal: 'securityReport', permission: 'fileNationalSecurity' }],
  // The row openers' rows are whole (02 §6); a public row has nothing to show.
  open: (report, { roles }) =>
    can('openNationalSecurity', roles) && isWholeNationalSecurityReport(report)
      ? { dialog: { step: 'view', report } }
      : null,
  Dialogs: lazyDialogs(() => import('./NationalSecurityDialogs.tsx'), 'NationalSecurityDialogs'),
  route: routeOf('nationalSecurity', 'report', 'author'),
});
