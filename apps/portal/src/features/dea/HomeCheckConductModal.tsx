import { DEA_TEXT as T, UI_TEXT, validateDeaExecution } from '@fbi/domain';
import { FormModal, ListInput } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation, recordDone } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { conductHomeCheck, type HomeCheck } from './api.ts';

export interface HomeCheckConductModalProps {
  check: HomeCheck;
  /** Back to the main modal. */
  onCancel: () => void;
  /** After the check was conducted. */
  onDone: () => void;
}

/**
 * Conducting a home check (03 §2 conduct-check modal, §5 execution proofs): proof links added one
 * at a time (Enter or Add; blank entries ignored) and removed, then Send. No link gives 'Нужно
 * добавить хотя бы одну ссылку', a link not http(s) or with spaces 'Одна или несколько ссылок
 * имеют неверный формат' (toast and under the field, nothing sent); else `PUT …/execute {proves}`.
 */
export function HomeCheckConductModal({ check, onCancel, onDone }: HomeCheckConductModalProps) {
  const draft = useFormDraft(`dea-home-conduct:${check.id}`, { proves: [] as string[] });
  const issue = useFieldIssue<'proves'>(() => validateDeaExecution(draft.values.proves));
  const conduct = useApiMutation({
    mutationFn: conductHomeCheck,
    invalidates: [queryRoots.deaHomeChecks],
    done: () => recordDone('/dea-home', check.id, T.done.homeConducted(check.houseNo)),
    onSuccess: () => {
      draft.clear();
      onDone();
    },
  });
  const submit = () => {
    if (!issue.check(validateDeaExecution(draft.values.proves))) return;
    conduct.mutate({ id: check.id, proves: draft.values.proves });
  };
  return (
    <FormModal
      title={T.conductTitle}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={UI_TEXT.send}
      cancelLabel={UI_TEXT.cancel}
      isPending={conduct.isPending}
    >
      {/* Each link is checked on add, as the MW and raport link inputs do (same message, 03 §5);
          Send checks the list again. */}
      <ListInput
        label={T.conductProofs}
        kind="link"
        placeholder="https://"
        isRequired
        value={draft.values.proves}
        onChange={(proves) => {
          draft.setValues({ proves });
          issue.clear('proves');
        }}
        {...issue.fieldProps('proves')}
      />
    </FormModal>
  );
}
