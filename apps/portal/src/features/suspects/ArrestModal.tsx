import { SUSPECTS_TEXT as T, UI_TEXT, validateArrestProof } from '@fbi/domain';
import { FormModal, TextField } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation, recordDone } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { recordArrest, type LaterArrest, type Suspect } from './api.ts';

export interface ArrestModalProps {
  suspect: Suspect;
  /** The second ('Повторный арест') or the third ('Третий арест') arrest. */
  which: LaterArrest;
  /** Back to the detail. */
  onCancel: () => void;
  /** After the arrest was recorded (the list refreshes in place). */
  onDone: () => void;
}

/**
 * The second or third arrest modal (03 §2 /db, §5 Arrest proof): one field 'Ссылка на
 * доказательства' ('Ссылка не может быть пустой.', 'Ссылка имеет невалидный формат.', shown in
 * the toast and under the field, nothing sent) with Отмена and Отправить; sends
 * `PUT …/second-arrest` or `…/third-arrest` with `{arrest}`.
 */
export function ArrestModal({ suspect, which, onCancel, onDone }: ArrestModalProps) {
  const draft = useFormDraft(`suspect-arrest:${suspect.id}:${which}`, { arrest: '' });
  const issue = useFieldIssue<'arrest'>(() => validateArrestProof(draft.values.arrest));
  const save = useApiMutation({
    mutationFn: recordArrest,
    invalidates: [queryRoots.suspects],
    done: () =>
      recordDone(
        '/db',
        suspect.id,
        (which === 'second' ? T.done.secondArrest : T.done.thirdArrest)(suspect.nick),
      ),
    onSuccess: () => {
      draft.clear();
      onDone();
    },
  });
  const submit = () => {
    if (!issue.check(validateArrestProof(draft.values.arrest))) return;
    save.mutate({ id: suspect.id, which, arrest: draft.values.arrest.trim() });
  };
  return (
    <FormModal
      title={`${which === 'second' ? UI_TEXT.secondArrest : UI_TEXT.thirdArrest}: ${suspect.nick}`}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={UI_TEXT.send}
      cancelLabel={UI_TEXT.cancel}
      isPending={save.isPending}
    >
      <TextField
        label={UI_TEXT.arrestProofField}
        type="url"
        isRequired
        value={draft.values.arrest}
        onChange={(arrest) => {
          draft.setValues({ arrest });
          issue.clear('arrest');
        }}
        {...issue.fieldProps('arrest')}
      />
    </FormModal>
  );
}
