/** Agent reports (01 §2 Agent reports, §3, §4, §5, §6, §7). */
import type { HttpHandler } from 'msw';
import {
  canFileToInvestigation,
  MESSAGES,
  NOT_FOUND_MESSAGES,
  REPORT_PAGE_TEXT,
  validateRaport,
} from '@fbi/domain';
import { award } from '../achievements.ts';
import { requirePermission, requireStaff } from '../auth/access.ts';
import { conflict, forbidden } from '../http/errors.ts';
import { findById, idParam } from '../http/params.ts';
import { route } from '../http/route.ts';
import { requireSomeOpen } from '../logic/investigations.ts';
import { newReport, raportVisibleTo, requireRaportOwner, validFields } from '../logic/reports.ts';
import type { Store } from '../store/store.ts';
import { reviewedReportRoutes } from '../logic/reviewedReports.ts';

/** Handlers of /api/v1/report/... */
export function raportHandlers(store: Store): HttpHandler[] {
  return [
    route(
      store,
      'post',
      '/api/v1/report/{investigationId}/add',
      async ({ caller, params, body }) => {
        requirePermission(caller, 'fileRaport');
        requireSomeOpen(store.data.investigations);
        const inv = findById(
          store.data.investigations,
          idParam(params.investigationId),
          NOT_FOUND_MESSAGES.investigation,
        );
        if (inv.closedAt) throw conflict(MESSAGES.noOpenInvestigations);
        if (!canFileToInvestigation(caller.roles, inv))
          throw forbidden(MESSAGES.noInvestigationAccess);
        const fields = validFields(await body(), validateRaport);
        const report = newReport(store, inv, store.data.raports, caller.member.nick, fields);
        store.data.raports.push(report);
        return { id: report.id, achievement: award(store, caller.member.id, 'first_raport') };
      },
    ),

    ...reviewedReportRoutes(store, {
      prefix: '/api/v1/report',
      machine: 'raport',
      title: REPORT_PAGE_TEXT.raportTitle,
      reports: (s) => s.data.raports,
      // validateRaport's second parameter is the article kind; agent reports use its default.
      validate: (fields) => validateRaport(fields),
      requireReader: requireStaff,
      visibleTo: raportVisibleTo,
      requireOwner: requireRaportOwner,
    }),
  ];
}
