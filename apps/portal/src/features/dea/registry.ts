import { can, canCheckDeaReport, DEA_TEXT as T, MW_TEXT } from '@fbi/domain';
import { defineRegistry, lazyDialogs } from '../../shared/registry/registry.ts';
import {
  deaReportsQueryOptions,
  homeChecksQueryOptions,
  openDeaReport,
  type DeaReport,
  type HomeCheck,
} from './api.ts';
import type { HomeCheckDialog } from './HomeCheckDialogs.tsx';
import { homeCheckColumns } from './homeColumns.tsx';
import { deaReportColumns } from './reportColumns.tsx';

/**
 * The DEA home checks, /dea-home (03 §2, §6): the registry 10 a page (the page in the URL); the
 * roles of 03 §6 "DEA home check: open rows" open a row's main modal. The roles of the request
 * menu get the request button, as in the sidebar.
 */
export const deaHomeRegistry = defineRegistry<HomeCheck, never, HomeCheckDialog>({
  path: '/dea-home',
  total: T.total,
  list: { all: homeChecksQueryOptions },
  columns: homeCheckColumns,
  // Nine columns sized in percentages; a desktop page (1440 px less the sidebar) is wider than
  // 960 px, so every column shows there, and a narrower window scrolls rather than squeeze.
  table: { layout: 'fixed', minWidth: 960 },
  create: [{ modal: 'deaHomeRequest', permission: 'deaHomeRequest' }],
  open: (check, { roles }) =>
    can('deaHomeOpen', roles) ? { dialog: { step: 'main', check } } : null,
  Dialogs: lazyDialogs(() => import('./HomeCheckDialogs.tsx'), 'HomeCheckDialogs'),
  // The main modal only: the grounds and proofs are link lists of their own.
  route: {
    machine: 'deaHomeCheck',
    of: ({ step, check }) => (step === 'main' ? { status: check.status, nick: check.nick } : null),
  },
});

/**
 * The DEA work reports, /dea-report (03 §2, §6): submit date, submitter, status, 10 a page (the
 * page in the URL). For the roles of 03 §6 "DEA reports: open rows" a row opens the HTML report
 * in a new tab without auth headers. When the one opening it is the head's check (03 §4,
 * canCheckDeaReport: a reviewer, on ON_HEAD_CHECK, not the author) the check is sent beside it
 * and the row then reads 'Просмотрено'. The roles that file reports get the creation button.
 * @param check sends the head's check of a report and refreshes the list (the page's mutation:
 * a declaration's `open` has no query client of its own).
 */
export function deaReportsRegistry(check: (id: number) => void) {
  return defineRegistry<DeaReport>({
    path: '/dea-report',
    total: T.reportsTotal,
    list: { all: deaReportsQueryOptions },
    columns: deaReportColumns,
    create: [{ modal: 'deaReport', permission: 'createDeaReport' }],
    open: (report, { roles, nick }) =>
      can('deaReportsOpen', roles)
        ? {
            label: MW_TEXT.viewReport,
            run: () => {
              void openDeaReport(report.id);
              if (canCheckDeaReport(roles, report.status, report.author, nick)) check(report.id);
            },
          }
        : null,
  });
}
