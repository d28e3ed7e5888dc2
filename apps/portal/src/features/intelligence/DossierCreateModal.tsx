import { DOSSIER_TEXT as T, MODAL_TITLES } from '@fbi/domain';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { addDossier } from './api.ts';
import { EMPTY_DOSSIER_FORM } from './dossierForm.ts';
import { DossierWizardModal } from './DossierWizardModal.tsx';

/**
 * The IB dossier wizard from the sidebar (01 §2 "IB dossier (two steps)", §5, §7
 * `POST /api/v1/intelligence/add`): closes after the dossier is filed; the list refreshes.
 */
export default function DossierCreateModal({ onClose, title }: HostModalProps) {
  return (
    <DossierWizardModal
      title={title || MODAL_TITLES.ibDossier}
      draftKey="dossier-create"
      initial={EMPTY_DOSSIER_FORM}
      submitLabel={T.send}
      save={addDossier}
      done={(_answer, { nick }) => ({ text: T.done.filed(nick), href: '/intelligence' })}
      onSaved={onClose}
      onClose={onClose}
    />
  );
}
