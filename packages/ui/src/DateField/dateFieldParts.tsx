import type { DateValue } from '@internationalized/date';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Group } from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from '../Field/Field';
import * as styles from './DateField.css';
import { DateSegments } from './DateSegments';

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

/** A controlled date field whose value travels as a string (a date or an ISO instant). */
export interface StringDateProps extends DateFieldBaseProps {
  /** The value as a string, or `null` (controlled). */
  value: string | null;
  /** Called with the complete value as a string, or `null` when cleared. */
  onChange: (value: string | null) => void;
  /** The earliest allowed value, same format as `value`. */
  minValue?: string;
  /** The latest allowed value, same format as `value`. */
  maxValue?: string;
}

/** How a field's string value maps to react-aria's date value and back (see dateValues.ts). */
export interface DateCodec<V extends DateValue> {
  parse: (value: string | null | undefined) => V | null;
  format: (value: V | null) => string | null;
}

/** What the react-aria root (DateField or DatePicker) receives from {@link splitDateFieldProps}. */
export interface DateRootProps<V extends DateValue> extends Omit<
  DateFieldBaseProps,
  'label' | 'description' | 'errorMessage'
> {
  value: V | null;
  onChange: (value: V | null) => void;
  minValue: V | undefined;
  maxValue: V | undefined;
  shouldForceLeadingZeros: true;
  className: string;
}

/** What {@link DateFieldBody} receives from {@link splitDateFieldProps}. */
export interface DateBodyProps {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isRequired?: boolean;
}

/**
 * Splits a string-valued date field's props, once for all three fields: the react-aria root gets
 * the parsed value, bounds and change handler (through `codec`), leading zeros and the field
 * class; the body gets what it draws. Malformed strings parse to an empty value, never throw.
 */
export function splitDateFieldProps<V extends DateValue>(
  {
    label,
    value,
    onChange,
    minValue,
    maxValue,
    description,
    errorMessage,
    className,
    ...rest
  }: StringDateProps,
  codec: DateCodec<V>,
): { root: DateRootProps<V>; body: DateBodyProps } {
  return {
    root: {
      ...rest,
      value: codec.parse(value),
      onChange: (v) => onChange(codec.format(v)),
      minValue: codec.parse(minValue) ?? undefined,
      maxValue: codec.parse(maxValue) ?? undefined,
      shouldForceLeadingZeros: true,
      className: clsx(fieldStyles.field, className),
    },
    body: { label, description, errorMessage, isRequired: rest.isRequired },
  };
}

/**
 * The inside of every date field: label, the segment group (with `button`, e.g. the calendar
 * button, at its end), description, error and an optional `popover`.
 */
export function DateFieldBody({
  label,
  description,
  errorMessage,
  isRequired,
  button,
  popover,
}: DateBodyProps & { button?: ReactNode; popover?: ReactNode }) {
  return (
    <>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className={clsx(fieldStyles.input, styles.group)}>
        <DateSegments />
        {button}
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      {popover}
    </>
  );
}
