import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from '../Field/Field';
import * as styles from '../TextField/TextField.css';
import { composeClassName } from '../utils/composeClassName';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children' | 'type'> {
  /** The visible label. */
  label: ReactNode;
  /** A hint under the control. */
  description?: ReactNode;
  /** The message shown while the field is invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Marks the value invalid and shows `errorMessage`. */
  isInvalid?: boolean;
  /** Maximum length; when set, a visible "N / max" counter is shown. */
  maxLength?: number;
  /** Placeholder text. */
  placeholder?: string;
  /** Visible rows. Default 4. */
  rows?: number;
}

/** A labelled multi-line text input with an optional character counter. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  maxLength,
  className,
  value,
  defaultValue,
  onChange,
  ...props
}: TextAreaProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = value ?? uncontrolled;
  return (
    <RACTextField
      {...props}
      value={value}
      defaultValue={defaultValue}
      maxLength={maxLength}
      onChange={(v) => {
        setUncontrolled(v);
        onChange?.(v);
      }}
      className={composeClassName(className, fieldStyles.field)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <RACTextArea
        className={clsx(fieldStyles.input, styles.textarea)}
        placeholder={placeholder}
        rows={rows}
      />
      {maxLength != null && (
        <span className={clsx(styles.counter, current.length >= maxLength && styles.counterOver)}>
          {current.length} / {maxLength}
        </span>
      )}
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
