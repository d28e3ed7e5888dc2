import { Button, Modal } from '@fbi/ui';
import type { HostModalProps } from '../../shared/HostModalProps.ts';

/** A header/sidebar modal whose form a later issue builds: its title and "раздел в разработке". */
export default function UnderConstructionModal({ onClose, title }: HostModalProps) {
  return (
    <Modal
      title={title || 'Форма'}
      isOpen
      size="sm"
      onOpenChange={(open) => !open && onClose()}
      footer={<Button onPress={onClose}>Закрыть</Button>}
    >
      <p>Раздел в разработке: эта форма появится в одном из следующих выпусков портала.</p>
    </Modal>
  );
}
