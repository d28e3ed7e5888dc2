import { MW_TEXT as T } from '@fbi/domain';
import { sidebarWizard } from '../../shared/form/sidebarWizard.tsx';
import { addMostWanted } from './api.ts';
import { EMPTY_MW_FORM } from './mwForm.ts';
import { MW_WIZARD } from './mwWizard.ts';
import { createdDone } from '../../shared/useApiMutation.ts';

/**
 * The MW report wizard from the sidebar (01 §2 "MW report (two steps …)", §5, §7
 * `POST /api/v1/most-wanted/add`): closes after the report is filed; the list refreshes.
 */
export default sidebarWizard({
  modal: 'mwReport',
  ...MW_WIZARD,
  draftKey: 'mw-create',
  initial: EMPTY_MW_FORM,
  submitLabel: T.send,
  save: addMostWanted,
  done: (answer, { nick }) => createdDone('/most-wanted', answer, T.done.filed(nick), 'mwOpen'),
});
