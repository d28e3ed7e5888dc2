import { DOSSIER_TEXT as T } from '@fbi/domain';
import { sidebarWizard } from '../../shared/form/sidebarWizard.tsx';
import { addDossier } from './api.ts';
import { EMPTY_DOSSIER_FORM } from './dossierForm.ts';
import { DOSSIER_WIZARD } from './dossierWizard.ts';
import { createdDone } from '../../shared/useApiMutation.ts';

/**
 * The IB dossier wizard from the sidebar (01 §2 "IB dossier (two steps)", §5, §7
 * `POST /api/v1/intelligence/add`): closes after the dossier is filed; the list refreshes.
 */
export default sidebarWizard({
  modal: 'ibDossier',
  ...DOSSIER_WIZARD,
  draftKey: 'dossier-create',
  initial: EMPTY_DOSSIER_FORM,
  submitLabel: T.send,
  save: addDossier,
  done: (answer, { nick }) => createdDone('/intelligence', answer, T.done.filed(nick)),
});
