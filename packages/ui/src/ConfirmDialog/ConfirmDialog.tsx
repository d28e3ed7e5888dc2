import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import * as styles from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  /** The heading. */
  title: string;
  /** The question or explanation. */
  message: ReactNode;
  /** The confirm button's text, e.g. 'Удалить'. */
  confirmLabel: string;
  /** The cancel button's text. Default 'Отмена'. */
  cancelLabel?: string;
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called with `false` on cancel, Esc or the close button. */
  onOpenChange: (open: boolean) => void;
  /**
   * Called when the user confirms. The dialog does not close itself: close it (set `isOpen`
   * false) when the action succeeds, or pass `closeOnConfirm`.
   */
  onConfirm: () => void;
  /** Shows the confirm button pending and blocks closing while the action runs. */
  isPending?: boolean;
  /** The confirm button's colour. Default `danger`. */
  tone?: 'danger' | 'primary';
  /** Close right after `onConfirm` is called. Default `false`. */
  closeOnConfirm?: boolean;
}

/** A small alert dialog asking to confirm an action, with Cancel and a confirm button. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Отмена',
  isOpen,
  onOpenChange,
  onConfirm,
  isPending,
  tone = 'danger',
  closeOnConfirm,
}: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!isPending) onOpenChange(open);
      }}
      size="sm"
      role="alertdialog"
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone}
            isPending={isPending}
            onPress={() => {
              onConfirm();
              if (closeOnConfirm) onOpenChange(false);
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {typeof message === 'string' ? <p className={styles.message}>{message}</p> : message}
    </Modal>
  );
}
