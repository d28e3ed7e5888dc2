import { MODAL_TITLES, NATIONAL_SECURITY_TEXT as T } from '@fbi/domain';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { addNationalSecurityReport } from './api.ts';
import { NationalSecurityFormModal } from './NationalSecurityFormModal.tsx';

const EMPTY = { faction: null, description: '', mark: null };

/**
 * The national security report form from the sidebar (02 §2.8, §7 `POST …/add`): faction,
 * description, mark 0–10.
 */
export default function NationalSecurityCreateModal({ onClose, title }: HostModalProps) {
  return (
    <NationalSecurityFormModal
      title={title || MODAL_TITLES.securityReport}
      submitLabel={T.createSubmit}
      draftKey="national-security-create"
      initial={EMPTY}
      send={addNationalSecurityReport}
      done={({ faction }) => ({ text: T.done.filed(faction), href: '/national-security' })}
      onCancel={onClose}
      onSent={onClose}
    />
  );
}
