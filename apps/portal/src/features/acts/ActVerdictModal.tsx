import { ACTS_TEXT as T, statusLabel, validateVerdict } from '@fbi/domain';
import { FormModal, TextArea } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation, recordDone } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { updateActVerdict, type Act, type VerdictStatus } from './api.ts';

export interface ActVerdictModalProps {
  act: Act;
  /** The status the verdict goes with: AWAIT_IN_GAME or DECLINED (02 §4). */
  status: VerdictStatus;
  onCancel: () => void;
  /** The act after the verdict was saved. */
  onSaved: (act: Act) => void;
}

/**
 * The verdict modal (02 §2.1, §5 Act verdict): a verdict text, required ('Вердикт не может быть
 * пустым'); Save sends `PUT …/update/verdict` with the verdict and the status together. The
 * verdict typed is kept as a draft per act until it is sent.
 */
export function ActVerdictModal({ act, status, onCancel, onSaved }: ActVerdictModalProps) {
  const draft = useFormDraft(`act-verdict:${act.id}`, { verdict: '' });
  const issue = useFieldIssue<'verdict'>(() => validateVerdict(draft.values.verdict));
  const save = useApiMutation({
    mutationFn: updateActVerdict,
    invalidates: [queryRoots.acts],
    done: (updated) =>
      recordDone('/acts', updated.id, T.done.verdict(updated.nick, updated.status)),
    onSuccess: (updated) => {
      draft.clear();
      onSaved(updated);
    },
  });
  const submit = () => {
    if (!issue.check(validateVerdict(draft.values.verdict))) return;
    save.mutate({ id: act.id, verdict: draft.values.verdict.trim(), status });
  };
  return (
    <FormModal
      title={`${T.verdictFor(statusLabel('act', status))}: ${act.nick}`}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={T.verdictSubmit}
      isPending={save.isPending}
    >
      <TextArea
        label={T.verdict}
        isRequired
        rows={4}
        value={draft.values.verdict}
        onChange={(verdict) => {
          draft.setValues({ verdict });
          issue.clear('verdict');
        }}
        {...issue.fieldProps('verdict')}
      />
    </FormModal>
  );
}
