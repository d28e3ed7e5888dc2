import type { ReactNode } from 'react';
import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from '../Field/Field';
import { composeClassName } from '../utils/composeClassName';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'> {
  /** The visible label. */
  label: ReactNode;
  /** A hint under the control. */
  description?: ReactNode;
  /** The message shown while the field is invalid (`isInvalid` or failed native validation). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Marks the value invalid and shows `errorMessage`. */
  isInvalid?: boolean;
  /** The input type. Default `text`. */
  type?: 'text' | 'search' | 'url' | 'tel' | 'email' | 'password';
  /** Placeholder text (never a substitute for the label). */
  placeholder?: string;
}

/** A labelled single-line text input with description and error message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={composeClassName(className, fieldStyles.field)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input className={fieldStyles.input} placeholder={placeholder} />
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
