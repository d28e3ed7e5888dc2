import { clsx } from 'clsx';
import { useMemo, useState, type ReactNode } from 'react';
import {
  Button as RACButton,
  ComboBox as RACComboBox,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Tag,
  TagGroup,
  TagList,
} from 'react-aria-components';
import { ComboBoxInput } from '../ComboBox/ComboBoxInput';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from '../Field/Field';
import type { OptionItem } from '../Select/Select';
import * as styles from './TagField.css';
import { CloseIcon } from '../Icon/icons';

/**
 * The options a TagField offers for a query: case-insensitive substring of the label, without
 * the already chosen ones.
 */
export function filterTagOptions<T extends OptionItem>(
  options: readonly T[],
  chosen: readonly string[],
  query: string,
): T[] {
  const q = query.trim().toLocaleLowerCase('ru-RU');
  const taken = new Set(chosen);
  return options.filter(
    (o) => !taken.has(o.id) && (q === '' || o.label.toLocaleLowerCase('ru-RU').includes(q)),
  );
}

export interface TagFieldProps<T extends OptionItem = OptionItem> {
  /** The visible label. */
  label: string;
  /** The options to choose from (e.g. the nicks of the DEA team). */
  options: readonly T[];
  /** The chosen option ids, in order (controlled). */
  value: readonly string[];
  /** Called with the new list of ids. */
  onChange: (value: string[]) => void;
  /** Placeholder of the search input. Default 'Поиск…'. */
  placeholder?: string;
  /** A hint under the control. */
  description?: ReactNode;
  /** Marks the value invalid and shows `errorMessage`. */
  isInvalid?: boolean;
  /** The message shown while invalid. */
  errorMessage?: ReactNode;
  /** Disables the field. */
  isDisabled?: boolean;
  /** Text when nothing matches. Default 'Ничего не найдено'. */
  emptyText?: string;
  /** Extra class. */
  className?: string;
}

/**
 * A multi-select with search: type to filter the options (case-insensitive substring, chosen
 * ones excluded), pick with Enter or a click; chosen values show as removable tags (Backspace or
 * Delete on a focused tag, or its ✕ button).
 */
export function TagField<T extends OptionItem>({
  label,
  options,
  value,
  onChange,
  placeholder = 'Поиск…',
  description,
  isInvalid,
  errorMessage,
  isDisabled,
  emptyText = 'Ничего не найдено',
  className,
}: TagFieldProps<T>) {
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => filterTagOptions(options, value, query), [options, value, query]);
  const byId = useMemo(() => new Map(options.map((o) => [o.id, o])), [options]);
  const chosen = value.map((id) => ({ id, label: byId.get(id)?.label ?? id }));

  return (
    <div className={clsx(fieldStyles.field, className)}>
      <RACComboBox
        items={filtered}
        inputValue={query}
        onInputChange={setQuery}
        value={null}
        onChange={(key) => {
          if (key == null) return;
          onChange([...value, String(key)]);
          setQuery('');
        }}
        isDisabled={isDisabled}
        isInvalid={isInvalid}
        menuTrigger="focus"
        allowsEmptyCollection
        className={fieldStyles.field}
      >
        <FieldLabel>{label}</FieldLabel>
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
                {item.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </RACComboBox>
      {chosen.length > 0 && (
        <TagGroup
          onRemove={
            isDisabled ? undefined : (keys) => onChange(value.filter((id) => !keys.has(id)))
          }
          disabledKeys={isDisabled ? value : undefined}
        >
          <Label className={fieldStyles.description}>Выбрано: {chosen.length}</Label>
          <TagList items={chosen} className={styles.tagList}>
            {(item) => (
              <Tag id={item.id} textValue={item.label} className={styles.tag}>
                {item.label}
                {!isDisabled && (
                  <RACButton slot="remove" className={styles.remove} aria-label="Удалить">
                    <CloseIcon />
                  </RACButton>
                )}
              </Tag>
            )}
          </TagList>
        </TagGroup>
      )}
    </div>
  );
}
