import { LABORATORY_TEXT as T, recordHref, UI_TEXT, validateLabDecline } from '@fbi/domain';
import { FormModal, TextArea } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { declineLabRequest, type LabRequest } from './api.ts';

export interface LabDeclineModalProps {
  request: LabRequest;
  /** Back to the detail modal. */
  onCancel: () => void;
  /** After the decline was sent (the list refreshes in place). */
  onDone: () => void;
}

/**
 * The decline modal (03 §2 /laboratory): one field 'Введите причину отклонения' with Отмена and
 * Отклонить; the comment is required (03 §5, the shared comment check) and sent as
 * `PUT …/decline {comment}`. The typed reason is kept as a draft until it is sent.
 */
export function LabDeclineModal({ request, onCancel, onDone }: LabDeclineModalProps) {
  const draft = useFormDraft(`lab-decline:${request.id}`, { comment: '' });
  const issue = useFieldIssue<'comment'>(() => validateLabDecline(draft.values.comment));
  const decline = useApiMutation({
    mutationFn: declineLabRequest,
    invalidates: [queryRoots.laboratory, queryRoots.suspects],
    done: () => ({
      text: T.done.declined(request.id),
      href: recordHref('/laboratory', request.id),
    }),
    onSuccess: () => {
      draft.clear();
      onDone();
    },
  });
  const submit = () => {
    if (!issue.check(validateLabDecline(draft.values.comment))) return;
    decline.mutate({ id: request.id, comment: draft.values.comment.trim() });
  };
  return (
    <FormModal
      title={T.declineTitle}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={UI_TEXT.decline}
      cancelLabel={UI_TEXT.cancel}
      submitVariant="danger"
      isPending={decline.isPending}
    >
      <TextArea
        label={UI_TEXT.declineReasonPlaceholder}
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
