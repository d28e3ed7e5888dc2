import { PRESS_ARTICLE_TEXT as T } from '@fbi/domain';
import { Button, toast } from '@fbi/ui';
import { useId, useRef, type ChangeEvent } from 'react';
import { photoUrl } from '../../shared/photoUrl.ts';
import * as styles from './PhotoUploadField.css.ts';

export interface PhotoUploadFieldProps {
  /** The visible label of the field. */
  label: string;
  /** A hint under the label. */
  description?: string;
  /** The uploaded photo's path (shown as a preview), or null. */
  value: string | null;
  /** An upload is in progress. */
  isPending?: boolean;
  /** The message of a failed form rule about the photo, shown under the field. */
  errorMessage?: string;
  /** Called when the choose button is pressed; return false to keep the file dialog closed. */
  onBeforeSelect?: () => boolean;
  /** Called with the chosen image file. */
  onSelect: (file: File) => void;
  /** Called by the remove button of the preview. */
  onRemove?: () => void;
}

/**
 * An image upload field (01 §5 "Photo uploads accept images; preview max height 300 px"): a button
 * opening the file dialog for images only, a pending state while uploading, and a preview of the
 * uploaded photo at most 300 px high. Composed here because `@fbi/ui` has no ImageUpload yet.
 */
export function PhotoUploadField({
  label,
  description,
  value,
  isPending,
  errorMessage,
  onBeforeSelect,
  onSelect,
  onRemove,
}: PhotoUploadFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const src = photoUrl(value);

  const choose = () => {
    if (onBeforeSelect && !onBeforeSelect()) return;
    input.current?.click();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.type.startsWith('image/')) onSelect(file);
    else toast.error(T.notAnImage);
  };

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={
        [description && `${id}-description`, errorMessage && `${id}-error`]
          .filter(Boolean)
          .join(' ') || undefined
      }
      className={styles.field}
    >
      <span id={`${id}-label`} className={styles.label}>
        {label}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </span>
      {description && (
        <span id={`${id}-description`} className={styles.description}>
          {description}
        </span>
      )}
      <input ref={input} type="file" accept="image/*" hidden onChange={onChange} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={choose} isPending={isPending}>
          {src ? T.replace : T.upload}
        </Button>
        {src && onRemove && (
          <Button variant="ghost" onPress={onRemove} isDisabled={isPending}>
            {T.remove}
          </Button>
        )}
      </div>
      <span role="status" className={styles.status}>
        {isPending ? T.uploading : src ? T.uploaded : ''}
      </span>
      {errorMessage && (
        <span id={`${id}-error`} className={styles.error}>
          {errorMessage}
        </span>
      )}
      {src && <img src={src} alt={T.preview} className={styles.preview} />}
    </div>
  );
}
