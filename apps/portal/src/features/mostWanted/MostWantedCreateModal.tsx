import { MODAL_TITLES, MW_TEXT as T } from '@fbi/domain';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { addMostWanted } from './api.ts';
import { EMPTY_MW_FORM } from './mwForm.ts';
import { MwWizardModal } from './MwWizardModal.tsx';

/**
 * The MW report wizard from the sidebar (01 §2 "MW report (two steps …)", §5, §7
 * `POST /api/v1/most-wanted/add`): closes after the report is filed; the list refreshes.
 */
export default function MostWantedCreateModal({ onClose, title }: HostModalProps) {
  return (
    <MwWizardModal
      title={title || MODAL_TITLES.mwReport}
      draftKey="mw-create"
      initial={EMPTY_MW_FORM}
      submitLabel={T.send}
      save={addMostWanted}
      done={(_answer, { nick }) => ({ text: T.done.filed(nick), href: '/most-wanted' })}
      onSaved={onClose}
      onClose={onClose}
    />
  );
}
