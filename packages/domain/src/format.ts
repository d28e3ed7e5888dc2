/**
 * Display formatting: dates in ru-RU in Moscow time, Russian plurals, marks.
 * Spec: 01 §9, 02 §9, 03 §9 (dates ru-RU, Europe/Moscow), 02 §2.4 (день, дня, дней),
 * 02 §2.8 (mark N/10).
 */
import { EMPTY_VALUE, LOCALE, MARK_MAX, TIME_ZONE } from './constants.ts';

/** A date input: ISO string, epoch milliseconds or Date. */
export type DateInput = string | number | Date | null | undefined;

/** Offset used for ISO date-times without a zone: Moscow is UTC+3 all year (no DST since 2014). */
const MOSCOW_OFFSET = '+03:00';

/**
 * Parses a date input into a Date, or null when empty/invalid. A date-only 'YYYY-MM-DD' and a
 * date-time without a zone ('2024-01-05T10:00[:00[.000]]') are read as Moscow wall-clock time,
 * so the result never depends on the machine's time zone.
 */
export function parseDate(value: DateInput): Date | null {
  if (value == null || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = new Date(value);
  else {
    const s = value.trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(s)) date = new Date(`${s}T00:00:00${MOSCOW_OFFSET}`);
    else if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(s)) {
      date = new Date(`${s.replace(' ', 'T')}${MOSCOW_OFFSET}`);
    } else date = new Date(s);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

const DATE_FORMAT = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const DATE_TIME_FORMAT = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Formats a date as 'ДД.ММ.ГГГГ' in ru-RU, Europe/Moscow (01 §9).
 * @returns '—' for empty or invalid input.
 */
export function formatDate(value: DateInput): string {
  const d = parseDate(value);
  return d ? DATE_FORMAT.format(d) : EMPTY_VALUE;
}

/**
 * Formats a date and time as 'ДД.ММ.ГГГГ, ЧЧ:ММ' in ru-RU, Europe/Moscow (01 §2, §9).
 * @returns '—' for empty or invalid input.
 */
export function formatDateTime(value: DateInput): string {
  const d = parseDate(value);
  return d ? DATE_TIME_FORMAT.format(d) : EMPTY_VALUE;
}

/**
 * Calendar date 'YYYY-MM-DD' in Moscow of a date input (for date inputs and comparisons),
 * or null when empty/invalid.
 */
export function toMoscowIsoDate(value: DateInput): string | null {
  const d = parseDate(value);
  if (!d) return null;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * Adds whole days to an instant (e.g. blacklist validUntil = createdAt + daysCount, 02 §3).
 * @returns an ISO string (UTC), or null when the input is empty/invalid.
 */
export function addDays(value: DateInput, days: number): string | null {
  const d = parseDate(value);
  return d ? new Date(d.getTime() + days * 86_400_000).toISOString() : null;
}

/** Adds whole hours to an instant; ISO string (UTC) or null (e.g. warrant validity, 02 §2.5). */
export function addHours(value: DateInput, hours: number): string | null {
  const d = parseDate(value);
  return d ? new Date(d.getTime() + hours * 3_600_000).toISOString() : null;
}

const PLURAL_RULES = new Intl.PluralRules(LOCALE);

/**
 * Picks the Russian plural form for `n` via Intl.PluralRules('ru-RU') (02 §2.4).
 * @param forms [one, few, many], e.g. ['день', 'дня', 'дней']; fractions use `few`.
 */
export function pluralRu(
  n: number,
  forms: readonly [one: string, few: string, many: string],
): string {
  const [one, few, many] = forms;
  switch (PLURAL_RULES.select(n)) {
    case 'one':
      return one;
    case 'many':
      return many;
    default:
      return few;
  }
}

/** '1 день', '3 дня', '5 дней', '21 день' (02 §2.4 blacklist period). */
export function formatDays(n: number): string {
  return `${n} ${pluralRu(n, ['день', 'дня', 'дней'])}`;
}

/** A mark as 'N/10' (02 §2.8); pass `max` for other scales (e.g. 5 → 'N/5'). '—' when empty. */
export function formatMark(n: number | null | undefined, max: number = MARK_MAX): string {
  return n == null || Number.isNaN(n) ? EMPTY_VALUE : `${n}/${max}`;
}
