import { NATIONAL_SECURITY_TEXT as T } from '@fbi/domain';
import { sidebarForm } from '../../shared/form/sidebarForm.tsx';
import { addNationalSecurityReport } from './api.ts';
import { NATIONAL_SECURITY_FORM } from './nationalSecurityForm.ts';
import { createdDone } from '../../shared/useApiMutation.ts';

/**
 * The national security report form from the sidebar (02 §2.8, §7 `POST …/add`): faction,
 * description, mark 0–10.
 */
export default sidebarForm({
  modal: 'securityReport',
  ...NATIONAL_SECURITY_FORM,
  submitLabel: T.createSubmit,
  draftKey: 'national-security-create',
  initial: { faction: null, description: '', mark: null },
  save: addNationalSecurityReport,
  done: (answer, { faction }) =>
    createdDone('/national-security', answer, T.done.filed(faction), 'openNationalSecurity'),
});
