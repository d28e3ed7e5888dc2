import { CREDENTIALS_TEXT as T } from '@fbi/domain';
import { Button, ConfirmDialog, Modal, TextField } from '@fbi/ui';
import { useState } from 'react';
import { copyWithToast } from '../../shared/clipboard.ts';
import { form } from '../../shared/form/formBlocks.css.ts';
import * as styles from './team.css.ts';

export interface CredentialsModalProps {
  /** The new agent's login. */
  username: string;
  /** The new agent's password. */
  password: string;
  /** Called when the dialog is closed; the caller refreshes the roster (01 §4 Agent creation). */
  onClose: () => void;
}

/**
 * The credentials of a new agent (01 §2 "credentials of a new agent", §4 Agent creation): the
 * login and password, read-only, with copy buttons (a refused clipboard asks to select the value
 * in its field: the password is never put in a toast), shown once. 'Готово' closes it; Esc and the
 * close button first ask for a confirmation, and a click outside does nothing, since the password
 * is not shown again (issue 8).
 */
export function CredentialsModal({ username, password, onClose }: CredentialsModalProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Modal
        title={T.title}
        isOpen
        size="sm"
        isDismissable={false}
        onOpenChange={(open) => !open && setConfirming(true)}
        footer={<Button onPress={onClose}>{T.done}</Button>}
      >
        <div className={form}>
          <p className={styles.note}>{T.note}</p>
          {(
            [
              [T.login, username, T.copyLogin],
              [T.password, password, T.copyPassword],
            ] as const
          ).map(([label, value, copyLabel]) => (
            <div key={label} className={styles.copyRow}>
              <TextField label={label} value={value} isReadOnly className={styles.copyField} />
              <Button
                variant="secondary"
                onPress={() =>
                  void copyWithToast(value, T.copied(label), T.copyFailed, { secret: true })
                }
              >
                {copyLabel}
              </Button>
            </div>
          ))}
        </div>
      </Modal>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={T.confirmCloseTitle}
        message={T.confirmCloseMessage}
        confirmLabel={T.confirmClose}
        cancelLabel={T.keepOpen}
        onConfirm={onClose}
      />
    </>
  );
}
