import { SHELL_TEXT } from '@fbi/domain';
import { CloseIcon, IconButton } from '@fbi/ui';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { HeaderLinks } from './HeaderLinks.tsx';
import { SidebarGroups } from './Sidebar.tsx';
import * as styles from './MobileNav.css.ts';

export interface MobileNavProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The phone and tablet drawer (issue 8): the header links and the sidebar's groups in a modal
 * panel from the left. Focus is trapped inside and returns to the menu button; Esc, a click
 * outside, the close button or choosing a link or a modal button closes it. Its own chunk, loaded
 * on the first press of the menu button.
 */
export default function MobileNav({ isOpen, onOpenChange }: MobileNavProps) {
  const close = () => onOpenChange(false);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.panel}>
        <Dialog aria-label={SHELL_TEXT.openMenu} className={styles.dialog}>
          <div className={styles.top}>
            <IconButton aria-label={SHELL_TEXT.closeMenu} size="sm" onPress={close}>
              <CloseIcon />
            </IconButton>
          </div>
          <nav aria-label={SHELL_TEXT.mainNav} className={styles.links}>
            <HeaderLinks linkClassName={styles.link} onChoose={close} />
          </nav>
          <nav aria-label={SHELL_TEXT.sidebarNav}>
            <SidebarGroups onChoose={close} />
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
