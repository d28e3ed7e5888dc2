/**
 * Investigations of both branches (01 §4 Investigations): open, close with APPROVED reports of
 * the investigation, and the printable report of a closed one.
 */
import {
  type Faction,
  MESSAGES,
  NOT_FOUND_MESSAGES,
  SERVER_MESSAGES,
  validateEndInvestigation,
  REPORT_PAGE_TEXT,
  INVESTIGATIONS_TEXT,
  RAPORTS_TEXT,
} from '@fbi/domain';
import type { Caller } from '../auth/sessions.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { renderReport, dateTime, type ReportSection } from '../html/report.ts';
import type { Store } from '../store/store.ts';
import type { InvestigationRecord, Schemas } from '../store/types.ts';

type AnyReport = Schemas['Raport'] | Schemas['IbReport'];

/** A new open investigation. */
export function openInvestigation(
  store: Store,
  caller: Caller,
  faction: Faction,
  isJoint: boolean,
  direction: Schemas['Direction'] | null,
): InvestigationRecord {
  return {
    id: store.nextId(),
    faction,
    isJoint,
    direction,
    author: caller.member.nick,
    createdAt: new Date(store.now()).toISOString(),
    closedAt: null,
    description: null,
    reportIds: [],
  };
}

/**
 * Closes the investigation the selected reports belong to (01 §4: only APPROVED reports are
 * attached). 400 for a missing motive or selection, or reports of several investigations.
 */
export function closeInvestigation(
  store: Store,
  investigations: InvestigationRecord[],
  reports: readonly AnyReport[],
  input: { description?: unknown; selectedReports?: unknown },
): InvestigationRecord {
  const selected = Array.isArray(input.selectedReports) ? input.selectedReports : [];
  const invalid = validateEndInvestigation({
    description: typeof input.description === 'string' ? input.description : null,
    selectedReports: selected,
  });
  if (invalid) throw badRequest(invalid);
  const chosen = selected.map((id) => {
    const report = reports.find((r) => r.id === id);
    if (!report) throw notFound(NOT_FOUND_MESSAGES.raport);
    if (report.status !== 'APPROVED') throw conflict(SERVER_MESSAGES.onlyApprovedReports);
    return report;
  });
  const ids = new Set(chosen.map((r) => r.investigationId));
  if (ids.size !== 1) throw badRequest(SERVER_MESSAGES.reportsOfOneInvestigation);
  const investigation = investigations.find((i) => ids.has(i.id));
  if (!investigation) throw notFound(NOT_FOUND_MESSAGES.investigation);
  if (investigation.closedAt) throw conflict(SERVER_MESSAGES.investigationClosed);
  investigation.closedAt = new Date(store.now()).toISOString();
  investigation.description = String(input.description).trim();
  investigation.reportIds = chosen.map((r) => r.id);
  return investigation;
}

/** The closed-investigation row of a record (01 §3). */
export function toClosed(inv: InvestigationRecord): Schemas['ClosedInvestigation'] {
  return {
    id: inv.id,
    faction: inv.faction,
    author: inv.author,
    createdAt: inv.createdAt,
    updatedAt: inv.closedAt ?? inv.createdAt,
  };
}

/** Closed investigations, newest end first. */
export function closedList(
  investigations: readonly InvestigationRecord[],
): Schemas['ClosedInvestigation'][] {
  return investigations
    .filter((i) => i.closedAt)
    .map(toClosed)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** 409 unless at least one investigation is open (01 §8 'Нет открытых расследований…'). */
export function requireSomeOpen(investigations: readonly InvestigationRecord[]): void {
  if (!investigations.some((i) => !i.closedAt)) throw conflict(MESSAGES.noOpenInvestigations);
}

/**
 * Printable report of a closed investigation with its attached reports (409 while open), titled
 * by its branch (`title` of the investigation's id).
 */
export function investigationReport(
  store: Store,
  inv: InvestigationRecord,
  reports: readonly AnyReport[],
  title: (id: number) => string,
): string {
  if (!inv.closedAt) throw conflict(SERVER_MESSAGES.investigationStillOpen);
  const attached = reports.filter((r) => inv.reportIds.includes(r.id));
  const sections: ReportSection[] = [
    {
      title: REPORT_PAGE_TEXT.investigationDetails,
      fields: [
        [INVESTIGATIONS_TEXT.faction, inv.faction],
        [INVESTIGATIONS_TEXT.initiator, inv.author],
        [REPORT_PAGE_TEXT.joint, inv.isJoint],
        [INVESTIGATIONS_TEXT.direction, inv.direction],
        [REPORT_PAGE_TEXT.startedAt, dateTime(inv.createdAt)],
        [REPORT_PAGE_TEXT.closedAt, dateTime(inv.closedAt)],
      ],
    },
    { title: INVESTIGATIONS_TEXT.motive, text: inv.description },
    ...attached.map((r) => ({
      title: INVESTIGATIONS_TEXT.reportOption(r.caseNo, r.author),
      fields: [
        [RAPORTS_TEXT.date, dateTime(r.createdAt)],
        [REPORT_PAGE_TEXT.articles, { list: r.cautions }],
        [REPORT_PAGE_TEXT.proofs, { links: r.proves }],
      ] as const,
      text: r.description,
    })),
  ];
  return renderReport({ title: title(inv.id), subtitle: inv.faction, sections }, store.now());
}

/**
 * The open-investigation row of a record (01 §3 Investigation): the stored closing fields stay
 * out.
 */
export const toOpenInvestigation = (inv: InvestigationRecord): Schemas['Investigation'] => ({
  id: inv.id,
  faction: inv.faction,
  isJoint: inv.isJoint,
  direction: inv.direction,
  author: inv.author,
  createdAt: inv.createdAt,
});
