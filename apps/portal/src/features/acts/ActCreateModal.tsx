import { ACTS_TEXT as T, MODAL_TITLES, validateActForm } from '@fbi/domain';
import { FormModal, ListInput, TextArea } from '@fbi/ui';
import { useRecordForm } from '../../shared/form/useRecordForm.ts';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { OffenderFields, offenderBody, type OffenderValues } from './OffenderFields.tsx';
import { addAct } from './api.ts';

/** The offence act form while typing (02 §3 Act creation payload). */
interface ActValues extends OffenderValues {
  description: string;
  proves: string[];
}

const EMPTY: ActValues = { nick: '', faction: null, description: '', proves: [] };

/**
 * The offence act form from the sidebar (02 §2.3, §5 Act, §7 POST /api/v1/act/add): offender nick
 * (First_Last), faction, description and at least one evidence link. The first failing rule shows
 * in the toast and under its field and nothing is sent; the unsent form is kept as a draft.
 */
export default function ActCreateModal({ onClose, title }: HostModalProps) {
  const { values, set, fieldProps, submit, isPending } = useRecordForm({
    draftKey: 'act-create',
    initial: EMPTY,
    validate: validateActForm,
    bodyOf: (v: ActValues) => ({
      ...offenderBody(v),
      description: v.description.trim(),
      proves: v.proves,
    }),
    save: addAct,
    invalidates: [queryRoots.acts],
    done: (_answer, act) => ({ text: T.done.filed(act.nick), href: '/acts' }),
    onSaved: onClose,
  });
  return (
    <FormModal
      title={title || MODAL_TITLES.act}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.send}
      isPending={isPending}
    >
      <OffenderFields values={values} onChange={set} fieldProps={fieldProps} />
      <TextArea
        label={T.description}
        isRequired
        rows={4}
        value={values.description}
        onChange={(v) => set('description', v)}
        {...fieldProps('description')}
      />
      <ListInput
        label={T.proves}
        kind="link"
        placeholder="https://"
        isRequired
        value={values.proves}
        onChange={(v) => set('proves', v)}
        {...fieldProps('proves')}
      />
    </FormModal>
  );
}
