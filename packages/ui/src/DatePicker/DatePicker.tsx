import { clsx } from 'clsx';
import { DatePicker as RACDatePicker, Group, I18nProvider } from 'react-aria-components';
import * as fieldDateStyles from '../DateField/DateField.css';
import type { DateFieldProps } from '../DateField/DateField';
import { FIELD_LOCALE, fromCalendarDate, toCalendarDate } from '../DateField/dateValues';
import { DateSegments } from '../DateField/DateSegments';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from '../Field/Field';
import { CalendarButton, CalendarPopover } from './CalendarParts';

export type DatePickerProps = DateFieldProps;

/** A date field with a calendar popover (ru-RU, weeks from Monday, "today" in Moscow). */
export function DatePicker({
  label,
  value,
  onChange,
  minValue,
  maxValue,
  description,
  errorMessage,
  className,
  ...props
}: DatePickerProps) {
  return (
    <I18nProvider locale={FIELD_LOCALE}>
      <RACDatePicker
        {...props}
        value={toCalendarDate(value)}
        onChange={(v) => onChange(fromCalendarDate(v))}
        minValue={toCalendarDate(minValue) ?? undefined}
        maxValue={toCalendarDate(maxValue) ?? undefined}
        shouldForceLeadingZeros
        className={clsx(fieldStyles.field, className)}
      >
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <Group className={clsx(fieldStyles.input, fieldDateStyles.group)}>
          <DateSegments />
          <CalendarButton />
        </Group>
        <FieldDescription>{description}</FieldDescription>
        <FieldError>{errorMessage}</FieldError>
        <CalendarPopover />
      </RACDatePicker>
    </I18nProvider>
  );
}
