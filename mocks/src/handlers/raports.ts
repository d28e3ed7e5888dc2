/** Agent reports (01 §2 Agent reports, §3, §4, §5, §6, §7). */
import type { HttpHandler } from 'msw';
import {
  can,
  canFileToInvestigation,
  hasAnyRole,
  MESSAGES,
  TOP_ROLES,
  validateRaport,
} from '@fbi/domain';
import { award } from '../achievements.ts';
import { requirePermission, requireStaff } from '../auth/access.ts';
import type { Caller } from '../auth/sessions.ts';
import { conflict, forbidden } from '../http/errors.ts';
import { findById, idParam } from '../http/params.ts';
import { route } from '../http/route.ts';
import { requireSomeOpen } from '../logic/investigations.ts';
import { newReport, validFields, type ReviewedReport } from '../logic/reports.ts';
import type { Store } from '../store/store.ts';
import { reviewedReportRoutes } from '../logic/reviewedReports.ts';

/** Agents without a reviewing role see their own reports only (01 §2). */
function visibleTo(caller: Caller, report: ReviewedReport): boolean {
  return (
    can('raportReview', caller.roles) ||
    !can('fileRaport', caller.roles) ||
    report.author === caller.member.nick
  );
}

/** Junior agents and agents edit their own reports; deputy_director and director any (01 §6). */
function requireOwner(caller: Caller, report: ReviewedReport): void {
  if (!hasAnyRole(caller.roles, TOP_ROLES) && report.author !== caller.member.nick)
    throw forbidden();
}

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
          'Расследование не найдено',
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
      title: 'Рапорт агента',
      reports: (s) => s.data.raports,
      // validateRaport's second parameter is the article kind; agent reports use its default.
      validate: (fields) => validateRaport(fields),
      requireReader: requireStaff,
      visibleTo,
      requireOwner,
    }),
  ];
}
