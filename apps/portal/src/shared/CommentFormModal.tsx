import { validateReworkComment } from '@fbi/domain';
import { FormModal, TextArea } from '@fbi/ui';
import type { QueryKey } from '@tanstack/react-query';
import { useApiMutation, type MutationDone } from './useApiMutation.ts';
import { useFieldIssue } from './useFieldIssue.ts';
import { useFormDraft } from './useFormDraft.ts';

export interface CommentFormModalProps<T> {
  /** The dialog's title. */
  title: string;
  /** The comment field's label. */
  label: string;
  /** The comment field's placeholder. */
  placeholder?: string;
  /** The submit button's text. */
  submitLabel: string;
  /** The draft key of this form and record, e.g. `mw-rework:42`. */
  draftKey: string;
  /** Sends the trimmed comment. */
  send: (comment: string) => Promise<T>;
  /** Queries refreshed after success. */
  invalidates: readonly QueryKey[];
  /** What the success toast says of the answer (issue 24: every action answers). */
  done: (answer: T) => MutationDone;
  /** Called with the answer after success. */
  onSent: (answer: T) => void;
  /** Called on Cancel or Esc. */
  onCancel: () => void;
}

/**
 * A comment sent as the record's new review state (01 §2 send-for-rework, send back, director
 * comment): the comment is required ('Заполните комментарий!', 01 §5) and nothing is sent without
 * it; a failed send shows the error toast and keeps the typed comment (also as a draft).
 */
export function CommentFormModal<T>({
  title,
  label,
  placeholder,
  submitLabel,
  draftKey,
  send,
  invalidates,
  done,
  onSent,
  onCancel,
}: CommentFormModalProps<T>) {
  const draft = useFormDraft(draftKey, { comment: '' });
  const issue = useFieldIssue<'comment'>(() => validateReworkComment(draft.values.comment));
  const mutation = useApiMutation({
    mutationFn: send,
    invalidates,
    done,
    onSuccess: (answer) => {
      draft.clear();
      onSent(answer);
    },
  });
  const submit = () => {
    if (!issue.check(validateReworkComment(draft.values.comment))) return;
    mutation.mutate(draft.values.comment.trim());
  };
  return (
    <FormModal
      title={title}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={submitLabel}
      isPending={mutation.isPending}
    >
      <TextArea
        label={label}
        isRequired
        placeholder={placeholder}
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
