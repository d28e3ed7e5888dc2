/**
 * DEA home check request and execution, DEA report, DEA check schedule edit.
 * Spec: 03 §5 (DEA home check request, execution proofs, cancel comment, DEA report, DEA check edit).
 */
import { HOUSE_NO_MAX } from '../constants.ts';
import {
  firstIssue,
  isBlank,
  isHttpUrl,
  issue,
  maxLength,
  required,
  validateLinks,
  type ValidationResult,
} from './common.ts';
import { validateComment } from './investigations.ts';
import { MESSAGES } from './messages.ts';
import { validateNick } from './nick.ts';

/**
 * Validates the DEA home check request (03 §5): house number (required, at most 50), nick,
 * faction, rank, violation date, at least one valid link. Messages are ours except the link ones.
 */
export function validateDeaHomeCheck(form: {
  houseNo: string | number | null | undefined;
  nick: string | null | undefined;
  faction: string | null | undefined;
  rang: string | null | undefined;
  violationDate: string | null | undefined;
  proves: readonly string[] | null | undefined;
}): ValidationResult<'houseNo' | 'nick' | 'faction' | 'rang' | 'violationDate' | 'proves'> {
  const houseNo = form.houseNo == null ? '' : String(form.houseNo);
  return firstIssue<'houseNo' | 'nick' | 'faction' | 'rang' | 'violationDate' | 'proves'>(
    ['houseNo', () => required(houseNo, MESSAGES.houseNoEmpty)],
    ['houseNo', () => maxLength(houseNo, HOUSE_NO_MAX, MESSAGES.houseNoTooLong)],
    ['nick', () => validateNick(form.nick)],
    ['faction', () => required(form.faction, MESSAGES.factionEmpty)],
    ['rang', () => required(form.rang, MESSAGES.rankEmpty)],
    ['violationDate', () => required(form.violationDate, MESSAGES.violationDateEmpty)],
    ['proves', () => validateLinks(form.proves)],
  );
}

/**
 * Validates home-check execution proofs (03 §5): at least one link, each http(s) without spaces.
 */
export function validateDeaExecution(
  proves: readonly string[] | null | undefined,
): ValidationResult<'proves'> {
  return firstIssue(['proves', () => validateLinks(proves)]);
}

/** Validates a home-check cancel comment (03 §5: shared comment check, wording not shown). */
export function validateDeaCancel(comment: string | null | undefined): ValidationResult<'comment'> {
  return firstIssue(['comment', () => validateComment(comment)]);
}

/** A field of the DEA report form: the whole list or one row's title or link (zero-based). */
export type DeaReportField = 'rows' | `rows.${number}.title` | `rows.${number}.link`;

/** One block of the DEA report form (03 §3). */
export interface DeaReportRow {
  title: string | null | undefined;
  link: string | null | undefined;
}

/** Complete rows of a DEA report to send: rows with both fields, trimmed; fully blank rows dropped. */
export function deaReportProves(rows: readonly DeaReportRow[] | null | undefined): {
  title: string;
  link: string;
}[] {
  return (rows ?? [])
    .map((r) => ({ title: r.title?.trim() ?? '', link: r.link?.trim() ?? '' }))
    .filter((r) => r.title !== '' && r.link !== '');
}

/**
 * Validates the DEA report (03 §5): fully blank rows are ignored; every other row needs both title
 * and an http(s) link; at least one complete row. Messages are ours. The issue is on the row's
 * missing or wrong field (`rows.{i}.title` / `rows.{i}.link`, zero-based), or on `rows`.
 */
export function validateDeaReport(
  rows: readonly DeaReportRow[] | null | undefined,
): ValidationResult<DeaReportField> {
  for (const [i, r] of (rows ?? []).entries()) {
    const noTitle = isBlank(r.title);
    const noLink = isBlank(r.link);
    if (noTitle && noLink) continue;
    if (noTitle) return issue(`rows.${i}.title`, MESSAGES.deaReportRowIncomplete);
    if (noLink) return issue(`rows.${i}.link`, MESSAGES.deaReportRowIncomplete);
    if (!isHttpUrl(r.link)) return issue(`rows.${i}.link`, MESSAGES.deaReportRowLinkInvalid);
  }
  return deaReportProves(rows).length > 0 ? null : issue('rows', MESSAGES.deaReportEmpty);
}

/**
 * Validates the DEA check schedule edit (03 §5): faction ('Выберите организацию, для которой будет
 * проверка'), time ('Выберите время проверки').
 */
export function validateDeaCheckEdit(form: {
  faction: string | null | undefined;
  time: string | null | undefined;
}): ValidationResult<'faction' | 'time'> {
  return firstIssue<'faction' | 'time'>(
    ['faction', () => required(form.faction, MESSAGES.deaCheckFactionEmpty)],
    ['time', () => required(form.time, MESSAGES.deaCheckTimeEmpty)],
  );
}
