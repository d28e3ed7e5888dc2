import { UNDER_CONSTRUCTION_TEXT as T } from '@fbi/domain';
import { Button, Modal } from '@fbi/ui';
import type { HostModalProps } from '../../shared/HostModalProps.ts';

/** A header/sidebar modal whose form a later issue builds: its title and "раздел в разработке". */
export default function UnderConstructionModal({ onClose, title }: HostModalProps) {
  return (
    <Modal
      title={title || T.modalFallback}
      isOpen
      size="sm"
      onOpenChange={(open) => !open && onClose()}
      footer={<Button onPress={onClose}>{T.close}</Button>}
    >
      <p>{T.modalText}</p>
    </Modal>
  );
}
