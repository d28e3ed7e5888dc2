import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { DateField as RACDateField, Group, I18nProvider } from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from '../Field/Field';
import * as styles from './DateField.css';
import { DateSegments } from './DateSegments';
import { FIELD_LOCALE, fromCalendarDate, toCalendarDate } from './dateValues';

/** Props shared by the date fields. */
export interface DateFieldBaseProps {
  /** The visible label. */
  label: ReactNode;
  /** A hint under the control. */
  description?: ReactNode;
  /** Marks the value invalid and shows `errorMessage`. */
  isInvalid?: boolean;
  /** The message shown while invalid. */
  errorMessage?: ReactNode;
  /** Disables the field. */
  isDisabled?: boolean;
  /** Makes the field read-only. */
  isReadOnly?: boolean;
  /** Requires a value. */
  isRequired?: boolean;
  /** The form field name. */
  name?: string;
  /** Extra class. */
  className?: string;
}

export interface DateFieldProps extends DateFieldBaseProps {
  /** The date as 'YYYY-MM-DD', or `null` (controlled). */
  value: string | null;
  /** Called with 'YYYY-MM-DD' once the date is complete, or `null` when cleared. */
  onChange: (value: string | null) => void;
  /** The earliest allowed date, 'YYYY-MM-DD' (e.g. '1900-01-01'). */
  minValue?: string;
  /** The latest allowed date, 'YYYY-MM-DD'. */
  maxValue?: string;
}

/** A typed date input (ДД.ММ.ГГГГ, ru-RU), each part editable with digits and arrow keys. */
export function DateField({
  label,
  value,
  onChange,
  minValue,
  maxValue,
  description,
  errorMessage,
  className,
  ...props
}: DateFieldProps) {
  return (
    <I18nProvider locale={FIELD_LOCALE}>
      <RACDateField
        {...props}
        value={toCalendarDate(value)}
        onChange={(v) => onChange(fromCalendarDate(v))}
        minValue={toCalendarDate(minValue) ?? undefined}
        maxValue={toCalendarDate(maxValue) ?? undefined}
        shouldForceLeadingZeros
        className={clsx(fieldStyles.field, className)}
      >
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <Group className={clsx(fieldStyles.input, styles.group)}>
          <DateSegments />
        </Group>
        <FieldDescription>{description}</FieldDescription>
        <FieldError>{errorMessage}</FieldError>
      </RACDateField>
    </I18nProvider>
  );
}
