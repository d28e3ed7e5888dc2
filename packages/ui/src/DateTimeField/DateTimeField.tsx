import { clsx } from 'clsx';
import { DatePicker as RACDatePicker, Group, I18nProvider } from 'react-aria-components';
import * as fieldDateStyles from '../DateField/DateField.css';
import type { DateFieldBaseProps } from '../DateField/DateField';
import { FIELD_LOCALE, fromMoscowDateTime, toMoscowDateTime } from '../DateField/dateValues';
import { DateSegments } from '../DateField/DateSegments';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from '../Field/Field';
import { CalendarButton, CalendarPopover } from '../DatePicker/CalendarParts';

export interface DateTimeFieldProps extends DateFieldBaseProps {
  /** The moment as an ISO string ('…Z' or with an offset), or `null` (controlled). */
  value: string | null;
  /** Called with the moment as a UTC ISO string once complete, or `null` when cleared. */
  onChange: (value: string | null) => void;
  /** The earliest allowed moment (ISO string). */
  minValue?: string;
  /** The latest allowed moment (ISO string). */
  maxValue?: string;
  /** Hide the calendar button (typing only). */
  hideCalendar?: boolean;
}

/**
 * A date and time input shown and edited on the Moscow clock (ДД.ММ.ГГГГ, ЧЧ:ММ, 24 h) whatever
 * the browser's zone; reports UTC ISO instants.
 */
export function DateTimeField({
  label,
  value,
  onChange,
  minValue,
  maxValue,
  description,
  errorMessage,
  hideCalendar,
  className,
  ...props
}: DateTimeFieldProps) {
  return (
    <I18nProvider locale={FIELD_LOCALE}>
      <RACDatePicker
        {...props}
        value={toMoscowDateTime(value)}
        onChange={(v) => onChange(fromMoscowDateTime(v))}
        minValue={toMoscowDateTime(minValue) ?? undefined}
        maxValue={toMoscowDateTime(maxValue) ?? undefined}
        granularity="minute"
        hourCycle={24}
        hideTimeZone
        shouldForceLeadingZeros
        className={clsx(fieldStyles.field, className)}
      >
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <Group className={clsx(fieldStyles.input, fieldDateStyles.group)}>
          <DateSegments />
          {!hideCalendar && <CalendarButton />}
        </Group>
        <FieldDescription>{description ?? 'Время московское (МСК)'}</FieldDescription>
        <FieldError>{errorMessage}</FieldError>
        <CalendarPopover />
      </RACDatePicker>
    </I18nProvider>
  );
}
