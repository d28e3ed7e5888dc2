import { ACTS_TEXT as T, validateActForm } from '@fbi/domain';
import { partFields, type FormField } from '../../shared/form/FormFields.tsx';
import { sidebarForm } from '../../shared/form/sidebarForm.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { OFFENDER_FIELDS, offenderBody, type OffenderValues } from './offender.ts';
import { addAct } from './api.ts';
import { createdDone } from '../../shared/useApiMutation.ts';

/** The offence act form while typing (02 §3 Act creation payload). */
interface ActValues extends OffenderValues {
  description: string;
  proves: string[];
}

const EMPTY: ActValues = { nick: '', faction: null, description: '', proves: [] };

const FIELDS: readonly FormField<ActValues>[] = [
  ...partFields<ActValues, OffenderValues>(OFFENDER_FIELDS),
  { key: 'description', label: T.description, kind: 'textarea' },
  { key: 'proves', label: T.proves, kind: 'list', entry: 'link' },
];

/**
 * The offence act form from the sidebar (02 §2.3, §5 Act, §7 POST /api/v1/act/add): offender nick
 * (First_Last), faction, description and at least one evidence link. The first failing rule shows
 * in the toast and under its field and nothing is sent; the unsent form is kept as a draft.
 */
export default sidebarForm({
  modal: 'act',
  submitLabel: T.send,
  fields: FIELDS,
  draftKey: 'act-create',
  initial: EMPTY,
  validate: validateActForm,
  bodyOf: (v) => ({ ...offenderBody(v), description: v.description.trim(), proves: v.proves }),
  save: addAct,
  invalidates: [queryRoots.acts],
  done: (answer, act) => createdDone('/acts', answer, T.done.filed(act.nick), 'openActRows'),
});
