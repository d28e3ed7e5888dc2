import { clsx } from 'clsx';
import {
  Button as RACButton,
  DateInput,
  DatePicker as RACDatePicker,
  DateSegment,
  Dialog,
  Group,
  I18nProvider,
  Popover,
} from 'react-aria-components';
import * as fieldDateStyles from '../DateField/DateField.css';
import type { DateFieldProps } from '../DateField/DateField';
import { FIELD_LOCALE, fromCalendarDate, toCalendarDate } from '../DateField/dateValues';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from '../Field/Field';
import { PickerCalendar } from './Calendar';
import * as styles from './DatePicker.css';

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
          <DateInput className={fieldDateStyles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={fieldDateStyles.segment} />}
          </DateInput>
          <RACButton className={styles.calendarButton} aria-label="Открыть календарь">
            <span aria-hidden="true">📅</span>
          </RACButton>
        </Group>
        <FieldDescription>{description}</FieldDescription>
        <FieldError>{errorMessage}</FieldError>
        <Popover className={fieldStyles.popover} placement="bottom start">
          <Dialog className={styles.dialog} aria-label="Календарь">
            <PickerCalendar />
          </Dialog>
        </Popover>
      </RACDatePicker>
    </I18nProvider>
  );
}
