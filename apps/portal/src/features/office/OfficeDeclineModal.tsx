import { firstIssue, OFFICE_TEXT as T, recordHref, validateComment } from '@fbi/domain';
import { FormModal, TextArea } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { declineOfficeRequest, type OfficeRequest } from './api.ts';

export interface OfficeDeclineModalProps {
  request: OfficeRequest;
  onCancel: () => void;
  /** After the decline was saved. */
  onDeclined: () => void;
}

/**
 * The office decline (02 §2.6, §5: "a shared comment check whose wording is not shown", ours
 * 'Комментарий не может быть пустым'); `PUT …/decline?comment=`. The typed comment is kept as a
 * draft per request until it is sent.
 */
export function OfficeDeclineModal({ request, onCancel, onDeclined }: OfficeDeclineModalProps) {
  const draft = useFormDraft(`office-decline:${request.id}`, { comment: '' });
  const issue = useFieldIssue<'comment'>(() =>
    firstIssue(['comment', () => validateComment(draft.values.comment)]),
  );
  const decline = useApiMutation({
    mutationFn: declineOfficeRequest,
    invalidates: [queryRoots.office],
    done: () => ({
      text: T.done.declined(request.author),
      href: recordHref('/office', request.id),
    }),
    onSuccess: () => {
      draft.clear();
      onDeclined();
    },
  });
  const submit = () => {
    const { comment } = draft.values;
    if (!issue.check(firstIssue(['comment', () => validateComment(comment)]))) return;
    decline.mutate({ id: request.id, comment: comment.trim() });
  };
  return (
    <FormModal
      title={`${T.declineTitle}: ${request.author}`}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={T.decline}
      submitVariant="danger"
      isPending={decline.isPending}
    >
      <TextArea
        label={T.comment}
        isRequired
        rows={3}
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
