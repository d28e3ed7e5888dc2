import { clsx } from 'clsx';
import { useId, useState, type ReactNode } from 'react';
import { DropZone, FileTrigger, type DropItem } from 'react-aria-components';
import { Button } from '../Button/Button';
import { fieldStyles } from '../Field/Field';
import * as styles from './FileField.css';

export interface FileFieldProps {
  /** The visible label. */
  label: string;
  /** The chosen file (controlled). */
  value: File | null;
  /** Called with the chosen file, or `null` when removed. */
  onChange: (file: File | null) => void;
  /** Accepted MIME types (e.g. `['image/png']`, or `['image/*']`). Default: any. */
  acceptedFileTypes?: readonly string[];
  /** The message for a file of another type. Default 'Недопустимый тип файла'. */
  typeErrorMessage?: string;
  /** Content shown for the chosen file (default: its name). */
  renderValue?: (file: File) => ReactNode;
  /** The choose button's text. Default 'Выбрать файл'. */
  chooseLabel?: string;
  /** A hint under the control. */
  description?: ReactNode;
  /** Marks the value invalid and shows `errorMessage`. */
  isInvalid?: boolean;
  /** The message shown while invalid. */
  errorMessage?: ReactNode;
  /** Disables choosing and removing. */
  isDisabled?: boolean;
  /**
   * Shows the required asterisk after the label, as the other fields do (decorative: a file
   * button has no `aria-required`; the form's rule says when the file is missing).
   */
  isRequired?: boolean;
  /** Extra class. */
  className?: string;
}

/** The hint beside the buttons, and the end of the drop area's accessible name. */
const DROP_HINT = 'перетащите файл сюда';

/**
 * The accessible name of the drop area (its keyboard drop button): the field's label and what to
 * do, in Russian. Without it react-aria names the area 'DropZone', untranslated in ru-RU.
 */
export function dropZoneLabel(label: string): string {
  return `${label}: ${DROP_HINT}`;
}

/** True when the MIME type matches one of the accepted patterns ('image/*' style wildcards too). */
export function isAcceptedType(type: string, accepted: readonly string[] | undefined): boolean {
  if (!accepted || accepted.length === 0) return true;
  return accepted.some((a) => (a.endsWith('/*') ? type.startsWith(a.slice(0, -1)) : type === a));
}

/** A single-file picker: a button opening the file dialog, or drag and drop onto the zone. */
export function FileField({
  label,
  value,
  onChange,
  acceptedFileTypes,
  typeErrorMessage = 'Недопустимый тип файла',
  renderValue,
  chooseLabel = 'Выбрать файл',
  description,
  isInvalid,
  errorMessage,
  isDisabled,
  isRequired,
  className,
}: FileFieldProps) {
  const [typeError, setTypeError] = useState<string | null>(null);
  const descriptionId = useId();
  const errorId = useId();
  const shownError = typeError ?? (isInvalid ? errorMessage : null);

  const accept = (file: File | null | undefined) => {
    if (!file) return;
    if (!isAcceptedType(file.type, acceptedFileTypes)) {
      setTypeError(typeErrorMessage);
      return;
    }
    setTypeError(null);
    onChange(file);
  };

  const onDrop = async (items: DropItem[]) => {
    const item = items.find((i) => i.kind === 'file');
    if (item && item.kind === 'file') accept(await item.getFile());
  };

  return (
    <div className={clsx(fieldStyles.field, className)}>
      <span className={fieldStyles.label}>
        {label}
        {isRequired && (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <DropZone
        aria-label={dropZoneLabel(label)}
        isDisabled={isDisabled}
        getDropOperation={(types) =>
          !acceptedFileTypes ||
          acceptedFileTypes.length === 0 ||
          acceptedFileTypes.some((t) => t.endsWith('/*') || types.has(t))
            ? 'copy'
            : 'cancel'
        }
        onDrop={(e) => void onDrop(e.items)}
        className={clsx(styles.dropZone, shownError && styles.invalid)}
      >
        {value &&
          (renderValue ? (
            renderValue(value)
          ) : (
            <span className={styles.fileName}>{value.name}</span>
          ))}
        <div className={styles.row}>
          <FileTrigger
            acceptedFileTypes={acceptedFileTypes}
            onSelect={(files) => accept(files?.[0])}
          >
            <Button
              variant="secondary"
              isDisabled={isDisabled}
              aria-describedby={
                [description ? descriptionId : null, shownError ? errorId : null]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            >
              {value ? 'Заменить' : chooseLabel}
            </Button>
          </FileTrigger>
          {value && (
            <Button
              variant="ghost"
              isDisabled={isDisabled}
              onPress={() => {
                setTypeError(null);
                onChange(null);
              }}
            >
              Удалить
            </Button>
          )}
          <span className={styles.hint}>или {DROP_HINT}</span>
        </div>
      </DropZone>
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {shownError && (
        <span id={errorId} className={fieldStyles.error} role="alert">
          {shownError}
        </span>
      )}
    </div>
  );
}
