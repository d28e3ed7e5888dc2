import { FormModal, type ButtonVariant, type ModalSize } from '@fbi/ui';
import type { ReactNode } from 'react';
import * as styles from './formBlocks.css.ts';
import { FormFields, type FieldsForm, type FormField } from './FormFields.tsx';
import { useRecordForm, type RecordFormOptions } from './useRecordForm.ts';

export interface RecordFormModalProps<V, B, T> extends Omit<RecordFormOptions<V, B, T>, 'onSaved'> {
  /** The dialog's title. */
  title: string;
  /** The send button's text. */
  submitLabel: string;
  /** The form's fields, in order. */
  fields: readonly FormField<V>[];
  /** What the form shows before its fields (the record's read-only facts). */
  before?: ReactNode;
  /** What the form shows after its fields (a hint, a preview), given the form. */
  after?: (form: FieldsForm<V>) => ReactNode;
  /** The footer's start (a delete button), given whether the send is in flight. */
  footerStart?: (isPending: boolean) => ReactNode;
  size?: ModalSize;
  /** The fields side by side in columns as wide as the dialog allows (a wide form of short fields). */
  columns?: boolean;
  /** The send button is disabled (while a field's own call runs: a photo's upload). */
  isSubmitDisabled?: boolean;
  /** The send button's look (default primary; 'danger' for a punishment). */
  submitVariant?: ButtonVariant;
  /** Called on Cancel, Esc or the close button, not while sending; and once sent, unless `onSaved`. */
  onClose: () => void;
  /** Called with the answer and the sent body once sent (default: `onClose`). */
  onSaved?: (answer: T, body: B) => void;
}

/**
 * A record's one-page form (01 §8, 02 §5, 03 §5): its declared fields in a dialog with the send
 * and cancel buttons, through {@link useRecordForm} (the draft, the first failing rule in the red
 * toast and under its field, the send with its success toast). A failed check or send keeps what
 * was typed.
 */
export function RecordFormModal<V extends object, B, T>({
  title,
  submitLabel,
  fields,
  before,
  after,
  footerStart,
  size,
  columns = false,
  isSubmitDisabled,
  submitVariant,
  onClose,
  onSaved = onClose,
  ...options
}: RecordFormModalProps<V, B, T>) {
  const form = useRecordForm({ ...options, onSaved });
  return (
    <FormModal
      title={title}
      onCancel={onClose}
      onSubmit={form.submit}
      submitLabel={submitLabel}
      isPending={form.isPending}
      size={size}
      submitVariant={submitVariant}
      isSubmitDisabled={isSubmitDisabled}
      footerStart={footerStart?.(form.isPending)}
    >
      {before}
      {columns ? (
        <div className={styles.columns}>
          <FormFields fields={fields} form={form} />
        </div>
      ) : (
        <FormFields fields={fields} form={form} />
      )}
      {after?.(form)}
    </FormModal>
  );
}
