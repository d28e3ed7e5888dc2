import type { ReactNode } from 'react';
import {
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components';
import { Checkbox } from '../Checkbox/Checkbox';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from '../Field/Field';
import * as radioStyles from '../RadioGroup/RadioGroup.css';
import type { OptionItem } from '../Select/Select';
import { composeClassName } from '../utils/composeClassName';

export interface CheckboxGroupProps extends Omit<
  RACCheckboxGroupProps,
  'children' | 'value' | 'onChange' | 'defaultValue'
> {
  /** The visible group label. */
  label: ReactNode;
  /** The choices. */
  items: readonly OptionItem[];
  /** The chosen ids (controlled). */
  value: readonly string[];
  /** Called with the chosen ids. */
  onChange: (value: string[]) => void;
  /** A hint under the group (e.g. why there is nothing to choose). */
  description?: ReactNode;
  /** The message shown while invalid. */
  errorMessage?: ReactNode;
}

/** A labelled group of checkboxes choosing several of `items` (Tab moves between them). */
export function CheckboxGroup({
  label,
  items,
  value,
  onChange,
  description,
  errorMessage,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup
      {...props}
      value={[...value]}
      onChange={onChange}
      className={composeClassName(className, fieldStyles.field)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={radioStyles.options}>
        {items.map((item) => (
          <Checkbox key={item.id} value={item.id} isDisabled={item.isDisabled}>
            {item.label}
          </Checkbox>
        ))}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </RACCheckboxGroup>
  );
}
