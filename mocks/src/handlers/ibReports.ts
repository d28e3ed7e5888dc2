/** IB reports (01 §2, §3, §4 IB report status, §5 IB article format, §6, §7). */
import type { HttpHandler } from 'msw';
import { can, statusLabel, validateIbRaport } from '@fbi/domain';
import { requirePermission } from '../auth/access.ts';
import type { Caller } from '../auth/sessions.ts';
import { badRequest, conflict, forbidden } from '../http/errors.ts';
import { findById, idParam } from '../http/params.ts';
import { newestFirst } from '../http/lists.ts';
import { html } from '../http/responses.ts';
import { route } from '../http/route.ts';
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

/** A secret agent who is not a reviewer sees their own reports ('My reports', 01 §2). */
function visibleTo(caller: Caller, report: Schemas['IbReport']): boolean {
  return can('ibReportApprove', caller.roles) || report.author === caller.member.nick;
}

/** Handlers of /api/v1/ib-report/... */
export function ibReportHandlers(store: Store): HttpHandler[] {
  const find = (id: string) => findById(store.data.ibReports, idParam(id), 'Рапорт не найден');
  return [
    route(store, 'post', '/api/v1/ib-report/{id}/add', async ({ caller, params, body }) => {
      requirePermission(caller, 'createIbReport');
      const inv = findById(
        store.data.ibInvestigations,
        idParam(params.id),
        'Расследование не найдено',
      );
      if (inv.closedAt) throw conflict('Нет открытых расследований для подачи рапорта');
      const fields = reportFields(await body());
      const invalid = validateIbRaport(fields);
      if (invalid) throw badRequest(invalid);
      const report = newReport(store, inv, store.data.ibReports, caller.member.nick, fields);
      store.data.ibReports.push(report);
      return { id: report.id, achievement: null };
    }),

    route(store, 'get', '/api/v1/ib-report/all', ({ caller }) => {
      requirePermission(caller, 'seeIb');
      return newestFirst(
        store.data.ibReports.filter((r) => visibleTo(caller, r)),
        (r) => r.createdAt,
      );
    }),

    route(
      store,
      'get',
      '/api/v1/ib-report/{id}/report',
      ({ params }) => {
        const report = find(params.id);
        return html(
          reportHtml(store, report, 'Рапорт разведки', statusLabel('ibReport', report.status)),
        );
      },
      { auth: 'optional' },
    ),

    route(store, 'put', '/api/v1/ib-report/{id}/update/{comment}', ({ caller, params }) => {
      requirePermission(caller, 'ibReportApprove');
      const report = find(params.id);
      sendBack('ibReport', report, params.comment);
      return report;
    }),

    route(store, 'put', '/api/v1/ib-report/{id}/update', async ({ caller, params, body }) => {
      requirePermission(caller, 'ibReportEdit');
      const report = find(params.id);
      if (report.author !== caller.member.nick) throw forbidden();
      const fields = reportFields(await body());
      const invalid = validateIbRaport(fields);
      if (invalid) throw badRequest(invalid);
      resubmit('ibReport', report, fields);
      return report;
    }),

    route(store, 'put', '/api/v1/ib-report/{id}/approve', ({ caller, params }) => {
      requirePermission(caller, 'ibReportApprove');
      const report = find(params.id);
      approve('ibReport', report);
      return report;
    }),
  ];
}
