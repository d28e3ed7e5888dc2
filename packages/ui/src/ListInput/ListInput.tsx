import { useId, useState, type ReactNode } from 'react';
import { Input, TextField as RACTextField } from 'react-aria-components';
import { Button } from '../Button/Button';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from '../Field/Field';
import { IconButton } from '../IconButton/IconButton';
import { ExternalLink } from '../Link/Link';
import * as styles from './ListInput.css';
import { entryValidators, type EntryValidator, type ListEntryKind } from './validators';
import { CloseIcon } from '../Icon/icons';

export interface ListInputProps {
  /** The visible label of the entry input. */
  label: ReactNode;
  /** The entries (controlled). */
  value: readonly string[];
  /** Called with the new list after an add or a removal. */
  onChange: (value: string[]) => void;
  /**
   * A preset entry validator: 'link' (http(s) URL), 'ukArticle' ('N.N УК'), 'ibArticle'
   * ('N.N УК/АК/ФП') or 'text' (any). Default 'text'. Links are shown as new-tab links.
   */
  kind?: ListEntryKind;
  /** A custom entry validator (overrides `kind`'s): returns the message of a rejected entry. */
  validateEntry?: EntryValidator;
  /** Placeholder of the entry input, e.g. 'https://…'. */
  placeholder?: string;
  /** The Add button's text. Default 'Добавить'. */
  addLabel?: string;
  /** A hint under the input. */
  description?: ReactNode;
  /** Marks the list invalid (e.g. empty on submit) and shows `errorMessage`. */
  isInvalid?: boolean;
  /** The list-level message (e.g. 'Нужно добавить хотя бы одну ссылку'). */
  errorMessage?: ReactNode;
  /** Disables adding and removing. */
  isDisabled?: boolean;
  /** Marks the field required (asterisk). */
  isRequired?: boolean;
  /** Custom rendering of an entry. */
  renderEntry?: (entry: string, index: number) => ReactNode;
  /** Extra class. */
  className?: string;
}

/**
 * A list of strings built one entry at a time: typed into the input and added by Enter or the
 * Add button; entries are trimmed, blank input is ignored, a rejected entry shows its message;
 * each entry has a remove button.
 */
export function ListInput({
  label,
  value,
  onChange,
  kind = 'text',
  validateEntry,
  placeholder,
  addLabel = 'Добавить',
  description,
  isInvalid,
  errorMessage,
  isDisabled,
  isRequired,
  renderEntry,
  className,
}: ListInputProps) {
  const [draft, setDraft] = useState('');
  const [entryError, setEntryError] = useState<string | null>(null);
  const listId = useId();
  const validator = validateEntry ?? entryValidators[kind];

  const add = () => {
    const entry = draft.trim();
    if (entry === '') {
      setDraft('');
      return;
    }
    const message = validator?.(entry) ?? null;
    if (message) {
      setEntryError(message);
      return;
    }
    setEntryError(null);
    setDraft('');
    onChange([...value, entry]);
  };

  const showEntry =
    renderEntry ??
    ((entry: string) =>
      kind === 'link' ? <ExternalLink href={entry}>{entry}</ExternalLink> : entry);

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <RACTextField
          value={draft}
          onChange={(v) => {
            setDraft(v);
            if (entryError) setEntryError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          isDisabled={isDisabled}
          isInvalid={!!entryError || !!isInvalid}
          aria-describedby={value.length > 0 ? listId : undefined}
          className={[fieldStyles.field, styles.input].join(' ')}
        >
          <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
          <Input className={fieldStyles.input} placeholder={placeholder} />
          <FieldDescription>{description}</FieldDescription>
          <FieldError>{entryError ?? errorMessage}</FieldError>
        </RACTextField>
        <Button
          variant="secondary"
          className={styles.addButton}
          onPress={add}
          isDisabled={isDisabled}
        >
          {addLabel}
        </Button>
      </div>
      {value.length > 0 && (
        <ol className={styles.list} id={listId} aria-label="Добавленные значения">
          {value.map((entry, index) => (
            <li key={`${index}-${entry}`} className={styles.entry}>
              <span className={styles.entryText}>{showEntry(entry, index)}</span>
              <IconButton
                size="sm"
                aria-label={`Удалить «${entry}»`}
                isDisabled={isDisabled}
                onPress={() => onChange(value.filter((_, i) => i !== index))}
              >
                <CloseIcon />
              </IconButton>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
