import {
  parseAbsolute,
  parseDate,
  toZoned,
  type CalendarDate,
  type CalendarDateTime,
  type ZonedDateTime,
} from '@internationalized/date';
import { TIME_ZONE } from '@fbi/domain';

/** The zone every date field works in, whatever the browser's zone. */
export const FIELD_TIME_ZONE = TIME_ZONE;
/** The locale every date field formats in. */
export const FIELD_LOCALE = 'ru-RU';

/** 'YYYY-MM-DD' → CalendarDate (null for empty or malformed). */
export function toCalendarDate(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}

/** CalendarDate → 'YYYY-MM-DD'. */
export function fromCalendarDate(value: CalendarDate | null): string | null {
  return value ? value.toString() : null;
}

/** An ISO instant ('…Z' or with an offset) → the same moment on the Moscow wall clock. */
export function toMoscowDateTime(value: string | null | undefined): ZonedDateTime | null {
  if (!value) return null;
  try {
    return parseAbsolute(value, FIELD_TIME_ZONE);
  } catch {
    return null;
  }
}

/**
 * A Moscow wall-clock value → an ISO instant in UTC ('2026-05-01T06:00:00.000Z'). A value typed
 * into an empty field comes without a zone (react-aria builds it from a zoneless placeholder); it
 * is read on the Moscow clock too, never the browser's.
 */
export function fromMoscowDateTime(value: ZonedDateTime | CalendarDateTime | null): string | null {
  if (!value) return null;
  const zoned = 'timeZone' in value ? value : toZoned(value, FIELD_TIME_ZONE);
  return zoned.toDate().toISOString();
}

/** The 'YYYY-MM-DD' codec of DateField and DatePicker. */
export const calendarDateCodec = { parse: toCalendarDate, format: fromCalendarDate };

/** The ISO-instant codec of DateTimeField (Moscow wall clock in the field, UTC out). */
export const moscowDateTimeCodec = { parse: toMoscowDateTime, format: fromMoscowDateTime };
