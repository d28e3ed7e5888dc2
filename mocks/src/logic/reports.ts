/**
 * Agent reports and IB reports share one review machine (01 §4): filed ON_HEAD_CHECK, sent back
 * with a comment (NEED_IMPROVE), edited and resubmitted (ON_HEAD_CHECK), approved (APPROVED).
 */
import { normalizeList, validateReworkComment, type StatusMachine } from '@fbi/domain';
import { badRequest } from '../http/errors.ts';
import { renderReport, dateTime } from '../html/report.ts';
import { requireStatus } from './status.ts';
import type { Store } from '../store/store.ts';
import type { InvestigationRecord, Schemas } from '../store/types.ts';

/** A report of either branch. */
export type ReviewedReport = Schemas['Raport'] | Schemas['IbReport'];

/** Statuses from which a report can be edited, sent back or approved (01 §4, §6). */
export const OPEN_REVIEW: readonly string[] = ['ON_HEAD_CHECK', 'NEED_IMPROVE'];

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

/** Sends a report back with a comment: 400 without one ('Заполните комментарий!'). */
export function sendBack(
  machine: StatusMachine,
  report: ReviewedReport,
  comment: string | undefined,
): void {
  const text = comment?.trim() ?? '';
  const invalid = validateReworkComment(text);
  if (invalid) throw badRequest(invalid);
  requireStatus(machine, report.status, OPEN_REVIEW, 'отправить на доработку');
  report.status = 'NEED_IMPROVE';
  report.comment = text;
}

/** Approves a report under review. */
export function approve(machine: StatusMachine, report: ReviewedReport): void {
  requireStatus(machine, report.status, OPEN_REVIEW, 'принять рапорт');
  report.status = 'APPROVED';
}

/** Applies an edit and resubmits the report for the head's check. */
export function resubmit(
  machine: StatusMachine,
  report: ReviewedReport,
  fields: ReportFields,
): void {
  requireStatus(machine, report.status, OPEN_REVIEW, 'изменить рапорт');
  Object.assign(report, fields, { status: 'ON_HEAD_CHECK' });
}

/** The printable page of one report. */
export function reportHtml(
  store: Store,
  report: ReviewedReport,
  title: string,
  statusText: string,
): string {
  return renderReport(
    {
      title: `${title} №${report.caseNo}`,
      subtitle: report.faction,
      sections: [
        {
          title: 'Сведения',
          fields: [
            ['Автор', report.author],
            ['Дата', dateTime(report.createdAt)],
            ['Статус', statusText],
            ['Комментарий', report.comment],
            ['Статьи', { list: report.cautions }],
            ['Доказательства', { links: report.proves }],
          ],
        },
        { title: 'Описание', text: report.description },
      ],
    },
    store.now(),
  );
}
