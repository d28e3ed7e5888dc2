import { ACTS_TEXT as T, validateTribunalAct } from '@fbi/domain';
import { partFields, type FormField } from '../../shared/form/FormFields.tsx';
import { sidebarForm } from '../../shared/form/sidebarForm.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { OFFENDER_FIELDS, offenderBody, type OffenderValues } from './offender.ts';
import { addTribunalAct } from './api.ts';
import { createdDone } from '../../shared/useApiMutation.ts';

/** The tribunal act form while typing (02 §3 Tribunal act). */
interface TribunalValues extends OffenderValues {
  verdict: string;
  prove: string;
}

const EMPTY: TribunalValues = { nick: '', faction: null, verdict: '', prove: '' };

const FIELDS: readonly FormField<TribunalValues>[] = [
  ...partFields<TribunalValues, OffenderValues>(OFFENDER_FIELDS),
  { key: 'verdict', label: T.verdict, kind: 'textarea' },
  { key: 'prove', label: T.prove, kind: 'url' },
];

/**
 * The tribunal act form from the sidebar of professional_standards_inspector, deputy_director and
 * director (02 §2.2, §5 Tribunal act, §7 POST /api/v1/act/add/tribunal): nick (First_Last),
 * faction, verdict and a proof URL. The first failing rule shows in the toast and under its field
 * and nothing is sent; the unsent form is kept as a draft.
 */
export default sidebarForm({
  modal: 'tribunalAct',
  submitLabel: T.send,
  fields: FIELDS,
  draftKey: 'tribunal-act-create',
  initial: EMPTY,
  validate: validateTribunalAct,
  bodyOf: (v) => ({ ...offenderBody(v), verdict: v.verdict.trim(), prove: v.prove.trim() }),
  save: addTribunalAct,
  invalidates: [queryRoots.acts],
  done: (answer, act) =>
    createdDone('/acts', answer, T.done.tribunalFiled(act.nick), 'openActRows'),
});
