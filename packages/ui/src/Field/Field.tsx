import type { ReactNode } from 'react';
import {
  FieldError as RACFieldError,
  Label as RACLabel,
  Text,
  type FieldErrorProps as RACFieldErrorProps,
  type LabelProps as RACLabelProps,
} from 'react-aria-components';
import { composeClassName } from '../utils/composeClassName';
import { clsx } from 'clsx';
import * as styles from './Field.css';

export interface FieldLabelProps extends RACLabelProps {
  /** Show a required asterisk (decorative; the input carries `aria-required`). */
  isRequired?: boolean;
}

/** The label of a field; wired to its control by the surrounding RAC field. */
export function FieldLabel({ isRequired, className, children, ...props }: FieldLabelProps) {
  return (
    <RACLabel {...props} className={clsx(styles.label, className)}>
      {children}
      {isRequired && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </RACLabel>
  );
}

export interface FieldDescriptionProps {
  /** The hint text, linked to the control via `aria-describedby`. */
  children?: ReactNode;
  /** Extra class. */
  className?: string;
}

/** A field's hint, in the `description` slot. */
export function FieldDescription({ children, className }: FieldDescriptionProps) {
  if (children == null || children === '') return null;
  return (
    <Text slot="description" className={clsx(styles.description, className)}>
      {children}
    </Text>
  );
}

export type FieldErrorProps = RACFieldErrorProps;

/** A field's error message; shown only while the field is invalid, announced with its control. */
export function FieldError({ className, ...props }: FieldErrorProps) {
  return <RACFieldError {...props} className={composeClassName(className, styles.error)} />;
}

export { styles as fieldStyles };
