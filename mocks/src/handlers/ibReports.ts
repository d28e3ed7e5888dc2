/** IB reports (01 §2, §3, §4 IB report status, §5 IB article format, §6, §7). */
import type { HttpHandler } from 'msw';
import { MESSAGES, NOT_FOUND_MESSAGES, REPORT_PAGE_TEXT, validateIbRaport } from '@fbi/domain';
import { requirePermission } from '../auth/access.ts';
import { conflict } from '../http/errors.ts';
import { findById, idParam } from '../http/params.ts';
import { route } from '../http/route.ts';
import {
  ibReportVisibleTo,
  newReport,
  requireIbReportOwner,
  validFields,
} from '../logic/reports.ts';
import type { Store } from '../store/store.ts';
import { reviewedReportRoutes } from '../logic/reviewedReports.ts';

/** Handlers of /api/v1/ib-report/... */
export function ibReportHandlers(store: Store): HttpHandler[] {
  return [
    route(store, 'post', '/api/v1/ib-report/{id}/add', async ({ caller, params, body }) => {
      requirePermission(caller, 'createIbReport');
      const inv = findById(
        store.data.ibInvestigations,
        idParam(params.id),
        NOT_FOUND_MESSAGES.investigation,
      );
      if (inv.closedAt) throw conflict(MESSAGES.noOpenInvestigations);
      const fields = validFields(await body(), validateIbRaport);
      const report = newReport(store, inv, store.data.ibReports, caller.member.nick, fields);
      store.data.ibReports.push(report);
      return { id: report.id, achievement: null };
    }),

    ...reviewedReportRoutes(store, {
      prefix: '/api/v1/ib-report',
      machine: 'ibReport',
      title: REPORT_PAGE_TEXT.ibReportTitle,
      reports: (s) => s.data.ibReports,
      validate: validateIbRaport,
      requireReader: (caller) => requirePermission(caller, 'seeIb'),
      visibleTo: ibReportVisibleTo,
      requireOwner: requireIbReportOwner,
    }),
  ];
}
