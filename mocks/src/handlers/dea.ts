/** DEA work reports, the check schedule and the DEA team list (03 §2 /dea-report, /dea-check, §3, §5, §7). */
import type { HttpHandler } from 'msw';
import {
  canCheckDeaReport,
  deaReportProves,
  FACTIONS,
  NOT_FOUND_MESSAGES,
  SERVER_MESSAGES,
  statusLabel,
  validateDeaCheckEdit,
  validateDeaReport,
  WEEKDAYS,
  REPORT_PAGE_TEXT,
  DEA_TEXT,
} from '@fbi/domain';
import { reportAuth } from '../auth/reportDoors.ts';
import { award } from '../achievements.ts';
import { requirePermission, requireStaff } from '../auth/access.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { option, text, textList } from '../http/input.ts';
import { newestFirst } from '../http/lists.ts';
import { findById, idParam } from '../http/params.ts';
import { html } from '../http/responses.ts';
import { route } from '../http/route.ts';
import { dateTime, renderReport } from '../html/report.ts';
import { requireRole, requireTransition } from '../logic/status.ts';
import type { Store } from '../store/store.ts';
import type { Schemas } from '../store/types.ts';

/** Handlers of /api/v1/dea-reports/..., /api/v1/dea-check/... and /api/v1/team/dea/all. */
export function deaHandlers(store: Store): HttpHandler[] {
  const findReport = (id: string) =>
    findById(store.data.deaReports, idParam(id), NOT_FOUND_MESSAGES.report);
  const deaTeam = () => store.data.members.filter((m) => m.direction === 'DEA').map((m) => m.nick);
  return [
    route(store, 'post', '/api/v1/dea-reports/add', async ({ caller, body }) => {
      requirePermission(caller, 'createDeaReport');
      const input = await body();
      const rows = (
        Array.isArray(input.proves) ? (input.proves as Record<string, unknown>[]) : []
      ).map((r) => ({
        title: text(r?.title),
        link: text(r?.link),
      }));
      const invalid = validateDeaReport(rows);
      if (invalid) throw badRequest(invalid);
      const id = store.nextId();
      store.data.deaReports.push({
        id,
        createdAt: new Date(store.now()).toISOString(),
        author: caller.member.nick,
        status: 'ON_HEAD_CHECK',
        proves: deaReportProves(rows),
      });
      return { id, achievement: award(store, caller.member.id, 'first_dea_report') };
    }),

    route(store, 'get', '/api/v1/dea-reports/all', ({ caller }) => {
      requireStaff(caller);
      return newestFirst(store.data.deaReports, (r) => r.createdAt);
    }),

    route(
      store,
      'get',
      '/api/v1/dea-reports/{id}/report',
      ({ params }) => {
        // No token (03 §7): whoever opens it, nothing changes; CHECKED is the head's check below.
        const report = findReport(params.id);
        return html(
          renderReport(
            {
              title: REPORT_PAGE_TEXT.deaReportTitle(report.id),
              subtitle: statusLabel('deaReport', report.status),
              sections: [
                {
                  title: REPORT_PAGE_TEXT.details,
                  fields: [
                    [DEA_TEXT.submitter, report.author],
                    [REPORT_PAGE_TEXT.date, dateTime(report.createdAt)],
                  ],
                },
                {
                  title: REPORT_PAGE_TEXT.work,
                  fields: report.proves.map((p) => [p.title, { links: [p.link] }] as const),
                },
              ],
            },
            store.now(),
          ),
        );
      },
      reportAuth('deaReport'),
    ),

    route(store, 'put', '/api/v1/dea-reports/{id}/check', ({ caller, params }) => {
      requireRole(caller, 'deaReport', 'check');
      const report = findReport(params.id);
      const to = requireTransition(caller, 'deaReport', 'check', report.status);
      // Role and status passed: what is left is 03 §4's "head's check", never the author's own.
      if (!canCheckDeaReport(caller.roles, report.status, report.author, caller.member.nick))
        throw forbidden();
      report.status = to;
      return report;
    }),

    route(store, 'get', '/api/v1/dea-check/all', ({ caller }) => {
      requireStaff(caller);
      const day = (d: string) => (WEEKDAYS as readonly string[]).indexOf(d);
      return [...store.data.deaChecks].sort(
        (a, b) => day(a.day) - day(b.day) || (a.time ?? '99').localeCompare(b.time ?? '99'),
      );
    }),

    route(store, 'put', '/api/v1/dea-check/{id}/update', async ({ caller, params, body }) => {
      requirePermission(caller, 'deaCheckEdit');
      const check = findById(store.data.deaChecks, idParam(params.id), NOT_FOUND_MESSAGES.deaCheck);
      const input = await body();
      const form = { faction: text(input.faction), time: text(input.time) };
      const invalid = validateDeaCheckEdit(form);
      if (invalid) throw badRequest(invalid);
      if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(form.time ?? ''))
        throw badRequest(SERVER_MESSAGES.timeFormat);
      const agents = [...new Set(textList(input.agents))];
      const team = deaTeam();
      const stranger = agents.find((a) => !team.includes(a));
      if (stranger) throw badRequest(SERVER_MESSAGES.notInDeaTeam(stranger));
      const edited: Partial<Schemas['DeaCheck']> = {
        faction: option(FACTIONS, form.faction, 'faction'),
        time: form.time ?? '',
        agents,
      };
      Object.assign(check, edited);
      return check;
    }),

    route(store, 'get', '/api/v1/team/dea/all', ({ caller }) => {
      requireStaff(caller);
      return deaTeam().map((nick) => ({ nick }));
    }),
  ];
}
