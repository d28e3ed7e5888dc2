/** Agent reports (01 §2 Agent reports, §3, §4, §5, §6, §7). */
import type { HttpHandler } from 'msw';
import { canFileToInvestigation, MESSAGES, statusLabel, validateRaport, can } from '@fbi/domain';
import { award } from '../achievements.ts';
import { requirePermission, requireStaff } from '../auth/access.ts';
import type { Caller } from '../auth/sessions.ts';
import { badRequest, conflict, forbidden } from '../http/errors.ts';
import { findById, idParam } from '../http/params.ts';
import { newestFirst } from '../http/lists.ts';
import { html } from '../http/responses.ts';
import { route } from '../http/route.ts';
import { requireSomeOpen } from '../logic/investigations.ts';
import {
  approve,
  newReport,
  reportFields,
  reportHtml,
  resubmit,
  sendBack,
} from '../logic/reports.ts';
import type { Store } from '../store/store.ts';
import type { Schemas } from '../store/types.ts';

/** Agents without a reviewing role see their own reports only (01 §2). */
function visibleTo(caller: Caller, report: Schemas['Raport']): boolean {
  return (
    can('raportReview', caller.roles) ||
    !can('fileRaport', caller.roles) ||
    report.author === caller.member.nick
  );
}

/** Junior agents and agents edit their own reports; deputy_director and director any (01 §6). */
function requireEditor(caller: Caller, report: Schemas['Raport']): void {
  requirePermission(caller, 'raportEdit');
  const top = caller.roles.includes('director') || caller.roles.includes('deputy_director');
  if (!top && report.author !== caller.member.nick) throw forbidden();
}

/** Handlers of /api/v1/report/... */
export function raportHandlers(store: Store): HttpHandler[] {
  const find = (id: string) => findById(store.data.raports, idParam(id), 'Рапорт не найден');
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
        const fields = reportFields(await body());
        const invalid = validateRaport(fields);
        if (invalid) throw badRequest(invalid);
        const report = newReport(store, inv, store.data.raports, caller.member.nick, fields);
        store.data.raports.push(report);
        return { id: report.id, achievement: award(store, caller.member.id, 'first_raport') };
      },
    ),

    route(store, 'get', '/api/v1/report/all', ({ caller }) => {
      requireStaff(caller);
      return newestFirst(
        store.data.raports.filter((r) => visibleTo(caller, r)),
        (r) => r.createdAt,
      );
    }),

    route(
      store,
      'get',
      '/api/v1/report/{id}/report',
      ({ params }) => {
        const report = find(params.id);
        return html(
          reportHtml(store, report, 'Рапорт агента', statusLabel('raport', report.status)),
        );
      },
      { auth: 'optional' },
    ),

    route(store, 'put', '/api/v1/report/{id}/update/{comment}', ({ caller, params }) => {
      requirePermission(caller, 'raportReview');
      const report = find(params.id);
      sendBack('raport', report, params.comment);
      return report;
    }),

    route(store, 'put', '/api/v1/report/{id}/update', async ({ caller, params, body }) => {
      const report = find(params.id);
      requireEditor(caller, report);
      const fields = reportFields(await body());
      const invalid = validateRaport(fields);
      if (invalid) throw badRequest(invalid);
      resubmit('raport', report, fields);
      return report;
    }),

    route(store, 'put', '/api/v1/report/{id}/approve', ({ caller, params }) => {
      requirePermission(caller, 'raportReview');
      const report = find(params.id);
      approve('raport', report);
      return report;
    }),
  ];
}
