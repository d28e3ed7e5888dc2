import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../Button/Button';
import { Modal, type ModalSize } from '../Modal/Modal';
import { focusFirstField, focusFirstInvalid } from './focusFirstField';
import * as styles from './FormModal.css';

export interface FormModalProps {
  /** The dialog's heading and accessible name. */
  title: string;
  /** Called on Cancel, Esc, the close button or a click outside, unless a submit is pending. */
  onCancel: () => void;
  /**
   * Called when the form is submitted (the submit button or Enter in a field), with the
   * browser's default submit already prevented. Not called while pending or disabled.
   */
  onSubmit: () => void;
  /** The submit button's text, e.g. 'Создать'. */
  submitLabel: string;
  /** The cancel button's text. Default 'Отмена'. */
  cancelLabel?: string;
  /** A submit is in flight: the submit button shows a spinner, Cancel, Esc and outside click do nothing. */
  isPending?: boolean;
  /** The submit button's colour (`danger` for deletions). Default `primary`. */
  submitVariant?: ButtonVariant;
  /** The modal's width. Default `md`. */
  size?: ModalSize;
  /** The fields. */
  children: ReactNode;
  /** Extra footer content on the left edge, e.g. a Delete button in an edit form. */
  footerStart?: ReactNode;
  /** Disables the submit button (and Enter-submits). */
  isSubmitDisabled?: boolean;
  /** Why the submit button is disabled: its tooltip on hover and focus (see Button). */
  submitDisabledReason?: string;
  /** Whether the modal is shown. Default `true` (the host mounts it only while open). */
  isOpen?: boolean;
}

/**
 * The frame of every form modal: a title, the fields inside one `<form>`, and a footer with
 * Cancel and a submit button with a pending state. While a submit is pending the modal cannot be
 * closed, so a slow answer is never lost behind a closed dialog. On open, focus lands on the first
 * enabled field so the user can type at once; after a submit, on the first field marked invalid.
 */
export function FormModal({
  title,
  onCancel,
  onSubmit,
  submitLabel,
  cancelLabel = 'Отмена',
  isPending = false,
  submitVariant = 'primary',
  size = 'md',
  children,
  footerStart,
  isSubmitDisabled = false,
  submitDisabledReason,
  isOpen = true,
}: FormModalProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // React Aria focuses the dialog itself on open and keeps focus that is already inside it, so
  // moving focus to the first field afterwards (this effect runs after the dialog's) sticks.
  useEffect(() => {
    if (isOpen && formRef.current) focusFirstField(formRef.current);
  }, [isOpen]);

  // After a submit, the first field marked invalid (by a client check at once, or by a 409 once
  // the answer comes) takes focus, so the user lands where the message is (issue 8).
  const lookForInvalid = useRef<'no' | 'submitted' | 'pending'>('no');
  useEffect(() => {
    const form = formRef.current;
    if (lookForInvalid.current === 'no' || !form) return;
    if (focusFirstInvalid(form)) lookForInvalid.current = 'no';
    else if (isPending) lookForInvalid.current = 'pending';
    else if (lookForInvalid.current === 'pending') lookForInvalid.current = 'no';
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending || isSubmitDisabled) return;
    lookForInvalid.current = 'submitted';
    onSubmit();
    // A repeated failure of the same check re-renders nothing, so look once the press is done.
    requestAnimationFrame(() => {
      const form = formRef.current;
      if (lookForInvalid.current === 'submitted' && form && focusFirstInvalid(form)) {
        lookForInvalid.current = 'no';
      }
    });
  };

  return (
    <Modal
      title={title}
      isOpen={isOpen}
      size={size}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel();
      }}
      footer={
        <>
          {footerStart != null && <div className={styles.footerStart}>{footerStart}</div>}
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={submitVariant}
            isPending={isPending}
            isDisabled={isSubmitDisabled}
            disabledReason={submitDisabledReason}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        {children}
      </form>
    </Modal>
  );
}
