import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  ComboBox as RACComboBox,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { ComboBoxInput } from './ComboBoxInput';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from '../Field/Field';
import type { OptionItem } from '../Select/Select';

export interface ComboBoxProps<T extends OptionItem = OptionItem> {
  /** The visible label. */
  label: ReactNode;
  /** The options; filtered by the typed text (case-insensitive substring). */
  items: readonly T[];
  /** The chosen option's id, or `null` (controlled). */
  selectedKey: string | null;
  /** Called with the chosen option's id (or `null` when cleared). */
  onSelectionChange: (key: string | null) => void;
  /** The typed text (controlled; optional). */
  inputValue?: string;
  /** Called as the user types. */
  onInputChange?: (value: string) => void;
  /** Accept typed text that matches no option (read it from `onInputChange`). */
  allowsCustomValue?: boolean;
  /** Placeholder text. */
  placeholder?: string;
  /** A hint under the control. */
  description?: ReactNode;
  /** Marks the value invalid and shows `errorMessage`. */
  isInvalid?: boolean;
  /** The message shown while invalid. */
  errorMessage?: ReactNode;
  /** Disables the field. */
  isDisabled?: boolean;
  /** Requires a value. */
  isRequired?: boolean;
  /** Text when nothing matches. Default 'Ничего не найдено'. */
  emptyText?: string;
  /** The form field name. */
  name?: string;
  /** Extra class. */
  className?: string;
}

const contains = (text: string, query: string) =>
  text.toLocaleLowerCase('ru-RU').includes(query.trim().toLocaleLowerCase('ru-RU'));

/** A text input with a filtered list of options (RAC ComboBox). */
export function ComboBox<T extends OptionItem>({
  label,
  items,
  selectedKey,
  onSelectionChange,
  description,
  isInvalid,
  errorMessage,
  placeholder,
  emptyText = 'Ничего не найдено',
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox
      {...props}
      defaultItems={items}
      defaultFilter={contains}
      value={selectedKey}
      onChange={(key) => onSelectionChange(key == null ? null : String(key))}
      isInvalid={isInvalid}
      menuTrigger="focus"
      allowsEmptyCollection
      className={clsx(fieldStyles.field, className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <ComboBoxInput placeholder={placeholder} />
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Popover className={fieldStyles.popover}>
        <ListBox
          className={fieldStyles.listBox}
          renderEmptyState={() => <div className={fieldStyles.emptyList}>{emptyText}</div>}
        >
          {(item: T) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              className={fieldStyles.option}
            >
              <Text slot="label">{item.label}</Text>
              {item.description && (
                <Text slot="description" className={fieldStyles.optionDescription}>
                  {item.description}
                </Text>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}
