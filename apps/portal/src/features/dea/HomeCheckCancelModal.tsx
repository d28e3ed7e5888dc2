import { DEA_TEXT as T, recordHref, UI_TEXT, validateDeaCancel } from '@fbi/domain';
import { FormModal, TextArea } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { cancelHomeCheck, type HomeCheck } from './api.ts';

export interface HomeCheckCancelModalProps {
  check: HomeCheck;
  /** Back to the main modal. */
  onCancel: () => void;
  /** After the check was cancelled. */
  onDone: () => void;
}

/**
 * Cancelling a home check (03 §4, §5 cancel comment, §7): a required comment (the shared comment
 * check) sent as `PUT …/update-status-comment?status=CANCELED&comment=`.
 */
export function HomeCheckCancelModal({ check, onCancel, onDone }: HomeCheckCancelModalProps) {
  const draft = useFormDraft(`dea-home-cancel:${check.id}`, { comment: '' });
  const issue = useFieldIssue<'comment'>(() => validateDeaCancel(draft.values.comment));
  const cancel = useApiMutation({
    mutationFn: cancelHomeCheck,
    invalidates: [queryRoots.deaHomeChecks],
    done: () => ({
      text: T.done.homeCancelled(check.houseNo),
      href: recordHref('/dea-home', check.id),
    }),
    onSuccess: () => {
      draft.clear();
      onDone();
    },
  });
  const submit = () => {
    if (!issue.check(validateDeaCancel(draft.values.comment))) return;
    cancel.mutate({ id: check.id, comment: draft.values.comment.trim() });
  };
  return (
    <FormModal
      title={T.cancelTitle}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={T.cancel}
      cancelLabel={UI_TEXT.cancel}
      submitVariant="danger"
      isPending={cancel.isPending}
    >
      <TextArea
        label={T.cancelComment}
        isRequired
        value={draft.values.comment}
        onChange={(comment) => {
          draft.setValues({ comment });
          issue.clear('comment');
        }}
        {...issue.fieldProps('comment')}
      />
    </FormModal>
  );
}
