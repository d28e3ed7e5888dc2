import { ACTS_TEXT as T, MODAL_TITLES, validateTribunalAct } from '@fbi/domain';
import { FormModal, TextArea, TextField } from '@fbi/ui';
import { useRecordForm } from '../../shared/form/useRecordForm.ts';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { OffenderFields, offenderBody, type OffenderValues } from './OffenderFields.tsx';
import { addTribunalAct } from './api.ts';

/** The tribunal act form while typing (02 §3 Tribunal act). */
interface TribunalValues extends OffenderValues {
  verdict: string;
  prove: string;
}

const EMPTY: TribunalValues = { nick: '', faction: null, verdict: '', prove: '' };

/**
 * The tribunal act form from the sidebar of professional_standards_inspector, deputy_director and
 * director (02 §2.2, §5 Tribunal act, §7 POST /api/v1/act/add/tribunal): nick (First_Last),
 * faction, verdict and a proof URL. The first failing rule shows in the toast and under its field
 * and nothing is sent; the unsent form is kept as a draft.
 */
export default function TribunalActModal({ onClose, title }: HostModalProps) {
  const { values, set, fieldProps, submit, isPending } = useRecordForm({
    draftKey: 'tribunal-act-create',
    initial: EMPTY,
    validate: validateTribunalAct,
    bodyOf: (v: TribunalValues) => ({
      ...offenderBody(v),
      verdict: v.verdict.trim(),
      prove: v.prove.trim(),
    }),
    save: addTribunalAct,
    invalidates: [queryRoots.acts],
    done: (_answer, act) => ({ text: T.done.tribunalFiled(act.nick), href: '/acts' }),
    onSaved: onClose,
  });
  return (
    <FormModal
      title={title || MODAL_TITLES.tribunalAct}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.send}
      isPending={isPending}
    >
      <OffenderFields values={values} onChange={set} fieldProps={fieldProps} />
      <TextArea
        label={T.verdict}
        isRequired
        rows={4}
        value={values.verdict}
        onChange={(v) => set('verdict', v)}
        {...fieldProps('verdict')}
      />
      <TextField
        label={T.prove}
        type="url"
        isRequired
        value={values.prove}
        onChange={(v) => set('prove', v)}
        {...fieldProps('prove')}
      />
    </FormModal>
  );
}
