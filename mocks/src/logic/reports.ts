/**
 * Agent reports and IB reports (01 §3, §5): the form, a new report (filed ON_HEAD_CHECK) and the
 * printable page, and who sees and edits a report of each branch (01 §2, §6). Their review
 * transitions are the raport and IB report machines (./review.ts).
 */
import {
  can,
  normalizeList,
  RAPORTS_TEXT,
  REPORT_PAGE_TEXT,
  reworkCommentOf,
  type ValidationResult,
} from '@fbi/domain';
import type { Caller } from '../auth/sessions.ts';
import { badRequest } from '../http/errors.ts';
import { renderReport, dateTime } from '../html/report.ts';
import type { Store } from '../store/store.ts';
import type { InvestigationRecord, Schemas } from '../store/types.ts';
import { requireRecordEditor } from './personAccess.ts';

/** A report of either branch. */
export type ReviewedReport = Schemas['Raport'] | Schemas['IbReport'];

/** Report form fields, trimmed (01 §5 list entries are trimmed, blanks ignored). */
export interface ReportFields {
  description: string;
  cautions: string[];
  proves: string[];
}

/** The report form of a body; list entries trimmed and blanks dropped as the client does. */
export function reportFields(input: {
  description?: unknown;
  cautions?: unknown;
  proves?: unknown;
}): ReportFields {
  const list = (v: unknown) =>
    normalizeList(Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? x : null)) : []);
  return {
    description: typeof input.description === 'string' ? input.description.trim() : '',
    cautions: list(input.cautions),
    proves: list(input.proves),
  };
}

/**
 * The report form of a body, checked with the branch's rules (01 §5: validateRaport or
 * validateIbRaport).
 * @returns the trimmed fields; 400 with the rule's message when they break one.
 */
export function validFields(
  input: Parameters<typeof reportFields>[0],
  validate: (fields: ReportFields) => ValidationResult,
): ReportFields {
  const fields = reportFields(input);
  const invalid = validate(fields);
  if (invalid) throw badRequest(invalid);
  return fields;
}

/** A new report on an investigation, numbered after the ones already filed to it. */
export function newReport(
  store: Store,
  inv: InvestigationRecord,
  existing: readonly ReviewedReport[],
  author: string,
  fields: ReportFields,
): Schemas['Raport'] {
  return {
    id: store.nextId(),
    investigationId: inv.id,
    faction: inv.faction,
    caseNo: existing.filter((r) => r.investigationId === inv.id).length + 1,
    author,
    createdAt: new Date(store.now()).toISOString(),
    status: 'ON_HEAD_CHECK',
    comment: null,
    ...fields,
  };
}

/** The printable page of one report, titled by its branch (`title` of the case number). */
export function reportHtml(
  store: Store,
  report: ReviewedReport,
  title: (caseNo: number) => string,
  statusText: string,
): string {
  return renderReport(
    {
      title: title(report.caseNo),
      subtitle: report.faction,
      sections: [
        {
          title: REPORT_PAGE_TEXT.details,
          fields: [
            [RAPORTS_TEXT.author, report.author],
            [RAPORTS_TEXT.date, dateTime(report.createdAt)],
            [RAPORTS_TEXT.status, statusText],
            [RAPORTS_TEXT.comment, reworkCommentOf(report)],
            [REPORT_PAGE_TEXT.articles, { list: report.cautions }],
            [REPORT_PAGE_TEXT.proofs, { links: report.proves }],
          ],
        },
        { title: RAPORTS_TEXT.description, text: report.description },
      ],
    },
    store.now(),
  );
}

/**
 * Whether an agent report is in the caller's list: agents without a reviewing role see their
 * own reports only (01 §2 Agent reports).
 */
export function raportVisibleTo(caller: Caller, report: ReviewedReport): boolean {
  return (
    can('raportReview', caller.roles) ||
    !can('fileRaport', caller.roles) ||
    report.author === caller.member.nick
  );
}

/**
 * Edit rights of an agent report: junior agents and agents edit their own reports,
 * deputy_director and director any (01 §6; the domain's EDIT_ANY_RECORD_ROLES).
 * @throws ApiError 403 when the caller may not edit the report.
 */
export function requireRaportOwner(caller: Caller, report: ReviewedReport): void {
  requireRecordEditor(caller, 'raport', report);
}

/**
 * Whether an IB report is in the caller's list: a secret agent who is not a reviewer sees their
 * own reports ('My reports', 01 §2). Unlike agent reports, there is no non-filing reader.
 */
export function ibReportVisibleTo(caller: Caller, report: ReviewedReport): boolean {
  return can('ibReportApprove', caller.roles) || report.author === caller.member.nick;
}

/**
 * Edit rights of an IB report: secret agents edit their own reports only (01 §6; the domain's
 * EDIT_ANY_RECORD_ROLES).
 * @throws ApiError 403 when the caller is not the author.
 */
export function requireIbReportOwner(caller: Caller, report: ReviewedReport): void {
  requireRecordEditor(caller, 'ibReport', report);
}
