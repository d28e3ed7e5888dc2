import { MODAL_TITLES, SUSPECTS_TEXT as T, validateSuspect } from '@fbi/domain';
import { FormModal, TextField } from '@fbi/ui';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { addSuspect } from './api.ts';

const EMPTY = { nick: '', prove: '', arrest: '' };
type Field = keyof typeof EMPTY;

/**
 * The first-arrest form from the sidebar (03 §2, §3, §5 Suspect creation): the detainee's nick
 * (First_Last: 'Ник не может быть пустым.', 'Ник должен быть в формате Имя_Фамилия …'), the proof
 * URL and the arrest URL; the first failing rule shows in the toast and under its field and
 * nothing is sent. Sends `POST /api/v1/suspect/add {nick, prove, arrest}`; the record waits in
 * the laboratory (ON_LAB). The unsent form is kept as a draft.
 */
export default function FirstArrestModal({ onClose, title }: HostModalProps) {
  const draft = useFormDraft('first-arrest', EMPTY);
  const { values, setValues } = draft;
  const issue = useFieldIssue<Field>(() => validateSuspect(values));
  const add = useApiMutation({
    mutationFn: addSuspect,
    invalidates: [queryRoots.suspects, queryRoots.laboratory],
    done: (_answer, sent) => ({ text: T.done.firstArrest(sent.nick), href: '/db' }),
    onSuccess: () => {
      draft.clear();
      onClose();
    },
  });
  const set = (key: Field, value: string) => {
    setValues({ ...values, [key]: value });
    issue.clear(key);
  };
  const submit = () => {
    if (!issue.check(validateSuspect(values))) return;
    add.mutate({
      nick: values.nick.trim(),
      prove: values.prove.trim(),
      arrest: values.arrest.trim(),
    });
  };
  return (
    <FormModal
      title={title || MODAL_TITLES.firstArrest}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.firstArrestSubmit}
      isPending={add.isPending}
    >
      <TextField
        label={T.nick}
        isRequired
        placeholder={T.nickPlaceholder}
        value={values.nick}
        onChange={(v) => set('nick', v)}
        {...issue.fieldProps('nick')}
      />
      <TextField
        label={T.prove}
        type="url"
        isRequired
        value={values.prove}
        onChange={(v) => set('prove', v)}
        {...issue.fieldProps('prove')}
      />
      <TextField
        label={T.arrest}
        type="url"
        isRequired
        value={values.arrest}
        onChange={(v) => set('arrest', v)}
        {...issue.fieldProps('arrest')}
      />
    </FormModal>
  );
}
