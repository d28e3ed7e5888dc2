/**
 * Building blocks shared by the form validators: blank checks, URLs, link and article lists,
 * dates, and the issue shape every form validator returns. Spec: 01 §5 (article lists, links),
 * 02 §5 (links, articles), 03 §5 (links).
 */
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN } from '../constants.ts';
import { MESSAGES } from './messages.ts';

/**
 * A failed form rule: `field` is the form's field key (the request body's key, e.g. 'nick',
 * 'rangCount'; `rows.0.name` for a row of a list, zero-based) so the form marks that field, and
 * `message` is the spec's text for the toast and under the field.
 */
export interface ValidationIssue<F extends string = string> {
  field: F;
  message: string;
}

/** Result of a form validator: the first failing rule in the spec's order, or null when valid. */
export type ValidationResult<F extends string = string> = ValidationIssue<F> | null;

/**
 * Result of a single-value check (a building block such as {@link validateLinks}): the failing
 * message, or null. A form validator ties it to a field with {@link firstIssue}.
 */
export type CheckResult = string | null;

/** A form rule: the field it marks and a lazy check of that field's value. */
export type FieldRule<F extends string> = readonly [field: F, check: () => CheckResult];

/**
 * Runs the rules in order and returns the first failure as an issue on its field, or null.
 * Checks are lazy so a later rule may assume the earlier ones passed.
 */
export function firstIssue<F extends string>(...rules: FieldRule<F>[]): ValidationResult<F> {
  for (const [field, check] of rules) {
    const message = check();
    if (message !== null) return { field, message };
  }
  return null;
}

/** An issue on `field` with `message`. */
export function issue<F extends string>(field: F, message: string): ValidationIssue<F> {
  return { field, message };
}

/** True when the value is null/undefined or only whitespace. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/** Returns `message` when the value is blank, else null. */
export function required(value: string | null | undefined, message: string): CheckResult {
  return isBlank(value) ? message : null;
}

/** Returns the first failing message of single-value checks, evaluated lazily, or null. */
export function firstError(...checks: (() => CheckResult)[]): CheckResult {
  for (const check of checks) {
    const result = check();
    if (result !== null) return result;
  }
  return null;
}

/**
 * True for an http:// or https:// URL with a non-empty rest and no whitespace
 * (01 §5 links, 02 §5 links, 03 §5 "http or https URL without spaces"). Surrounding spaces are trimmed.
 */
export function isHttpUrl(value: string | null | undefined): boolean {
  return /^https?:\/\/[^\s/?#]+\S*$/i.test(value?.trim() ?? '');
}

/**
 * Normalises a list input (01 §5, 02 §5): entries trimmed, blank entries dropped.
 * @returns a new array.
 */
export function normalizeList(
  values: readonly (string | null | undefined)[] | null | undefined,
): string[] {
  return (values ?? []).map((v) => v?.trim() ?? '').filter((v) => v !== '');
}

/**
 * Adds a typed entry to a list (Enter or Add button, 01 §5): trimmed; blank input is ignored.
 * @returns a new array (the same contents when the input is blank).
 */
export function addListEntry(list: readonly string[], input: string): string[] {
  const v = input.trim();
  return v === '' ? [...list] : [...list, v];
}

/** Removes the entry at `index` from a list; returns a new array. */
export function removeListEntry<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/**
 * Validates a list of proof links (01 §5, 02 §5, 03 §5): at least one non-blank entry
 * ('Нужно добавить хотя бы одну ссылку'), each an http(s) URL without spaces
 * ('Одна или несколько ссылок имеют неверный формат').
 * A building block: returns the message, the form validator names the field.
 */
export function validateLinks(
  links: readonly (string | null | undefined)[] | null | undefined,
): CheckResult {
  const list = normalizeList(links);
  if (list.length === 0) return MESSAGES.linksEmpty;
  if (!list.every(isHttpUrl)) return MESSAGES.linksInvalid;
  return null;
}

/** True for a criminal-code article 'N.N УК', 1–3 digits each side, optional space (01 §5, 02 §5). */
export function isUkArticle(value: string | null | undefined): boolean {
  return /^\d{1,3}\.\d{1,3} ?УК$/.test(value?.trim() ?? '');
}

/** True for an IB article 'N.N' plus УК, АК or ФП, 1–3 digits each side (01 §5). */
export function isIbArticle(value: string | null | undefined): boolean {
  return /^\d{1,3}\.\d{1,3} ?(УК|АК|ФП)$/.test(value?.trim() ?? '');
}

/** Article format: 'uk' — N.N УК (agent reports, acts, punishments); 'ib' — N.N УК/АК/ФП. */
export type ArticleKind = 'uk' | 'ib';

/**
 * Validates an article list (01 §5, 02 §5): at least one (`emptyMessage`), each in the `kind`
 * format. Messages for the format are our choice (not shown in the spec).
 */
export function validateArticles(
  articles: readonly (string | null | undefined)[] | null | undefined,
  kind: ArticleKind = 'uk',
  emptyMessage: string = MESSAGES.articlesEmpty,
): CheckResult {
  const list = normalizeList(articles);
  if (list.length === 0) return emptyMessage;
  if (kind === 'uk' && !list.every(isUkArticle)) return MESSAGES.ukArticleFormat;
  if (kind === 'ib' && !list.every(isIbArticle)) return MESSAGES.ibArticleFormat;
  return null;
}

/**
 * True for a real calendar date written 'YYYY-MM-DD', any year 0000–9999 of the proleptic
 * Gregorian calendar (the contract's `format: date`, RFC 3339 full-date). Ranges such as 1900–2100
 * (01 §5) are the field's own rule ({@link isBirthDateInRange}).
 */
export function isIsoDate(value: string | null | undefined): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value?.trim() ?? '');
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** True for an ISO date whose year is within 1900–2100 (01 §5, 02 §5). */
export function isBirthDateInRange(value: string | null | undefined): boolean {
  if (!isIsoDate(value)) return false;
  const year = Number(value?.trim().slice(0, 4));
  return year >= BIRTH_YEAR_MIN && year <= BIRTH_YEAR_MAX;
}

/** Returns `message` when the trimmed value is longer than `max` characters, else null. */
export function maxLength(
  value: string | null | undefined,
  max: number,
  message: string,
): CheckResult {
  return (value?.trim().length ?? 0) > max ? message : null;
}
