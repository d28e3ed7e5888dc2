/**
 * Agent reports and IB reports (01 §3, §5): the form, a new report (filed ON_HEAD_CHECK) and the
 * printable page. Their review transitions are the raport and IB report machines (./review.ts).
 */
import { normalizeList, type ValidationResult } from '@fbi/domain';
import { badRequest } from '../http/errors.ts';
import { renderReport, dateTime } from '../html/report.ts';
import type { Store } from '../store/store.ts';
import type { InvestigationRecord, Schemas } from '../store/types.ts';

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
