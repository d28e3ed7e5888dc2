import { Button, Modal, TextField, toast } from '@fbi/ui';
import * as styles from './team.css.ts';

export interface CredentialsModalProps {
  /** The new agent's login. */
  username: string;
  /** The new agent's password. */
  password: string;
  /** Called when the dialog is closed; the caller refreshes the roster (01 §4 Agent creation). */
  onClose: () => void;
}

async function copy(value: string, what: string) {
  try {
    await navigator.clipboard.writeText(value);
    toast.success(`${what} скопирован`);
  } catch {
    toast.error('Не удалось скопировать, выделите текст вручную');
  }
}

/**
 * The credentials of a new agent (01 §2 "credentials of a new agent", §4 Agent creation): the
 * login and password, read-only, with copy buttons, shown once. It closes only by its buttons or
 * Esc (not by a stray click outside), since the password is not shown again.
 */
export function CredentialsModal({ username, password, onClose }: CredentialsModalProps) {
  return (
    <Modal
      title="Данные нового агента"
      isOpen
      size="sm"
      isDismissable={false}
      onOpenChange={(open) => !open && onClose()}
      footer={<Button onPress={onClose}>Готово</Button>}
    >
      <div className={styles.form}>
        <p className={styles.note}>
          Сохраните логин и пароль и передайте их агенту: они показываются один раз.
        </p>
        <div className={styles.copyRow}>
          <TextField label="Логин" value={username} isReadOnly className={styles.copyField} />
          <Button variant="secondary" onPress={() => void copy(username, 'Логин')}>
            Копировать логин
          </Button>
        </div>
        <div className={styles.copyRow}>
          <TextField label="Пароль" value={password} isReadOnly className={styles.copyField} />
          <Button variant="secondary" onPress={() => void copy(password, 'Пароль')}>
            Копировать пароль
          </Button>
        </div>
      </div>
    </Modal>
  );
}
