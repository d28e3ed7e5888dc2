/**
 * The routes that agent reports (/api/v1/report) and IB reports (/api/v1/ib-report) share
 * (01 §2, §4, §6, §7): the list, the printable page, send back, edit and approve, guarded by the
 * branch's machine of @fbi/domain. The two contracts are the same but for the prefix; filing
 * (…/add) differs and stays with each resource.
 */
import type { HttpHandler } from 'msw';
import { NOT_FOUND_MESSAGES, statusLabel, type ValidationResult } from '@fbi/domain';
import { reportAuth, requireReportDoor } from '../auth/reportDoors.ts';
import type { Caller } from '../auth/sessions.ts';
import { findById, idParam } from '../http/params.ts';
import { newestFirst } from '../http/lists.ts';
import { html } from '../http/responses.ts';
import { route } from '../http/route.ts';
import { reportHtml, validFields, type ReportFields, type ReviewedReport } from './reports.ts';
import { approve, resubmit, sendBack } from './review.ts';
import { requireRole } from './status.ts';
import type { Store } from '../store/store.ts';

/** What sets one branch of reports apart. */
export interface ReportBranch {
  /** The contract prefix of the branch's calls. */
  prefix: '/api/v1/report' | '/api/v1/ib-report';
  /** The status machine (01 §4), also naming the status labels. */
  machine: 'raport' | 'ibReport';
  /** The title of the printable page, of the report's case number. */
  title: (caseNo: number) => string;
  /** The stored list, read on each call (a reset store has new lists). */
  reports(store: Store): ReviewedReport[];
  /** The form rules of the branch (01 §5: the article kind differs). */
  validate(fields: ReportFields): ValidationResult;
  /** 403 unless the caller may open the list. */
  requireReader(caller: Caller): void;
  /** Whether the caller sees this report in the list ('My reports', 01 §2). */
  visibleTo(caller: Caller, report: ReviewedReport): boolean;
  /** 403 unless the caller may edit this report beyond the machine's roles (authorship, 01 §6). */
  requireOwner(caller: Caller, report: ReviewedReport): void;
}

/**
 * Handlers of `{prefix}/all`, `/{id}/report`, `/{id}/update/{comment}`, `/{id}/update` and
 * `/{id}/approve` for one branch.
 * @returns msw handlers bound to `store`.
 */
export function reviewedReportRoutes(store: Store, branch: ReportBranch): HttpHandler[] {
  const { prefix, machine } = branch;
  const find = (id: string) =>
    findById(branch.reports(store), idParam(id), NOT_FOUND_MESSAGES.raport);
  return [
    route(store, 'get', `${prefix}/all` as const, ({ caller }) => {
      branch.requireReader(caller);
      return newestFirst(
        branch.reports(store).filter((r) => branch.visibleTo(caller, r)),
        (r) => r.createdAt,
      );
    }),

    route(
      store,
      'get',
      `${prefix}/{id}/report` as const,
      ({ caller, params }) => {
        // The machine's name is the report kind of REPORT_DOORS ('raport', 'ibReport').
        requireReportDoor(machine, caller);
        const report = find(params.id);
        return html(reportHtml(store, report, branch.title, statusLabel(machine, report.status)));
      },
      reportAuth(machine),
    ),

    route(store, 'put', `${prefix}/{id}/update/{comment}` as const, ({ caller, params }) => {
      requireRole(caller, machine, 'rework');
      const report = find(params.id);
      sendBack(caller, machine, report, params.comment);
      return report;
    }),

    route(store, 'put', `${prefix}/{id}/update` as const, async ({ caller, params, body }) => {
      requireRole(caller, machine, 'edit');
      const report = find(params.id);
      branch.requireOwner(caller, report);
      const fields = validFields(await body(), branch.validate);
      resubmit(caller, machine, report, fields);
      return report;
    }),

    route(store, 'put', `${prefix}/{id}/approve` as const, ({ caller, params }) => {
      requireRole(caller, machine, 'approve');
      const report = find(params.id);
      approve(caller, machine, report);
      return report;
    }),
  ];
}
