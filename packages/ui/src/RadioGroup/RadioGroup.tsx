import type { ReactNode } from 'react';
import {
  Radio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from '../Field/Field';
import type { OptionItem } from '../Select/Select';
import { composeClassName } from '../utils/composeClassName';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<
  RACRadioGroupProps,
  'children' | 'value' | 'onChange' | 'defaultValue'
> {
  /** The visible group label. */
  label: ReactNode;
  /** The choices. */
  items: readonly OptionItem[];
  /** The chosen id, or `null` (controlled). */
  value: string | null;
  /** Called with the chosen id. */
  onChange: (value: string) => void;
  /** A hint under the group. */
  description?: ReactNode;
  /** The message shown while invalid. */
  errorMessage?: ReactNode;
}

/** A group of radio buttons (arrow keys move between them). */
export function RadioGroup({
  label,
  items,
  value,
  onChange,
  description,
  errorMessage,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      value={value}
      onChange={onChange}
      className={composeClassName(className, fieldStyles.field)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={styles.options}>
        {items.map((item) => (
          <Radio
            key={item.id}
            value={item.id}
            isDisabled={item.isDisabled}
            className={styles.radio}
          >
            <span className={styles.circle} aria-hidden="true" />
            {item.label}
          </Radio>
        ))}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}
