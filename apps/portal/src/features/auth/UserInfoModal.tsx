import { EMPTY_VALUE, ROLE_LABELS_RU, USER_INFO_TEXT as T } from '@fbi/domain';
import { Avatar, Button, Modal } from '@fbi/ui';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { useSession } from '../../shared/useSession.ts';
import { photoUrl } from '../../shared/photoUrl.ts';
import * as text from '../../shared/text.css.ts';
import * as styles from './UserInfoModal.css.ts';

/** The user-info dialog (01 §2 Header): nick, rank, photo and the role names in Russian. */
export default function UserInfoModal({ onClose }: HostModalProps) {
  const { nick, rang, photo, roles } = useSession();
  return (
    <Modal
      title={T.title}
      isOpen
      size="sm"
      onOpenChange={(open) => !open && onClose()}
      footer={<Button onPress={onClose}>{T.close}</Button>}
    >
      <div className={styles.head}>
        <Avatar src={photoUrl(photo)} alt={nick ?? ''} size={64} />
        <div>
          <p className={styles.nick}>{nick ?? EMPTY_VALUE}</p>
          <p className={text.muted}>{rang ?? EMPTY_VALUE}</p>
        </div>
      </div>
      <h3 className={styles.subtitle}>{T.roles}</h3>
      <ul className={styles.roles}>
        {roles.map((role) => (
          <li key={role}>{ROLE_LABELS_RU[role]}</li>
        ))}
      </ul>
    </Modal>
  );
}
