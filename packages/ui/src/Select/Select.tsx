import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  Button as RACButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  Text,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from '../Field/Field';
import * as styles from './Select.css';

/** An option of a select, combobox, radio group or menu. */
export interface OptionItem {
  /** The stable key reported on selection. */
  id: string;
  /** The visible text. */
  label: string;
  /** The option cannot be chosen. */
  isDisabled?: boolean;
  /** A secondary line under the label. */
  description?: string;
}

export interface SelectProps<T extends OptionItem = OptionItem> {
  /** The visible label. */
  label: ReactNode;
  /** The options. */
  items: readonly T[];
  /** The chosen option's id, or `null` for none (controlled). */
  selectedKey: string | null;
  /** Called with the chosen option's id. */
  onSelectionChange: (key: string | null) => void;
  /** Text shown while nothing is chosen. Default 'Выберите значение'. */
  placeholder?: string;
  /** Marks the value invalid and shows `errorMessage`. */
  isInvalid?: boolean;
  /** The message shown while invalid. */
  errorMessage?: ReactNode;
  /** A hint under the control. */
  description?: ReactNode;
  /** Disables the whole select. */
  isDisabled?: boolean;
  /** Requires a value (adds `aria-required` and an asterisk). */
  isRequired?: boolean;
  /** The form field name. */
  name?: string;
  /** Extra class on the wrapper. */
  className?: string;
  /** Custom rendering of an option (defaults to its label and description). */
  renderItem?: (item: T) => ReactNode;
}

/** A single-choice dropdown (RAC `Select`), keyboard and type-ahead capable. */
export function Select<T extends OptionItem>({
  label,
  items,
  selectedKey,
  onSelectionChange,
  placeholder = 'Выберите значение',
  isInvalid,
  errorMessage,
  description,
  className,
  renderItem,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect
      {...props}
      value={selectedKey}
      onChange={(key) => onSelectionChange(key == null ? null : String(key))}
      isInvalid={isInvalid}
      placeholder={placeholder}
      className={clsx(fieldStyles.field, className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <RACButton className={clsx(fieldStyles.input, styles.trigger)}>
        <SelectValue className={styles.value} />
        <span className={styles.chevron} aria-hidden="true">
          ▾
        </span>
      </RACButton>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Popover className={fieldStyles.popover}>
        <ListBox
          items={items}
          className={fieldStyles.listBox}
          renderEmptyState={() => <div className={fieldStyles.emptyList}>Нет вариантов</div>}
        >
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              className={fieldStyles.option}
            >
              {renderItem ? (
                renderItem(item)
              ) : (
                <>
                  <Text slot="label">{item.label}</Text>
                  {item.description && (
                    <Text slot="description" className={fieldStyles.optionDescription}>
                      {item.description}
                    </Text>
                  )}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
