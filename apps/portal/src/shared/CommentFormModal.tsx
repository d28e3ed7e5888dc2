import { UI_TEXT, type ValidationResult } from '@fbi/domain';
import { FormModal, TextArea, type FormModalProps } from '@fbi/ui';
import { useId, type ReactNode } from 'react';
import { useFieldIssue, type FieldIssue } from './useFieldIssue.ts';
import { useFormDraft } from './useFormDraft.ts';

export interface CommentFormModalProps<F extends string = 'comment'> {
  /** The dialog's title. */
  title: string;
  /** The comment field's label. */
  label: string;
  /** The comment field's placeholder. */
  placeholder?: string;
  /** The submit button's text. */
  submitLabel: string;
  /** The submit button's colour: `danger` for a decline or a cancel. Default `primary`. */
  submitVariant?: FormModalProps['submitVariant'];
  /** The draft key of this form and record, e.g. `mw-rework:42`. */
  draftKey: string;
  /**
   * The mandatory-comment rule: the domain validator with the spec's message (e.g.
   * `validateLabDecline`), given the comment as typed; an issue stops the send.
   */
  rule: (comment: string) => ValidationResult<F | 'comment'>;
  /** The caller's mutation is in flight. */
  isPending: boolean;
  /**
   * Sends the trimmed comment through the caller's mutation and returns its promise
   * (`mutateAsync`): resolved, the draft is forgotten; rejected (the mutation's error toast is
   * already shown), the typed comment stays.
   */
  onSubmit: (comment: string) => Promise<unknown>;
  /** Called on Cancel or Esc. */
  onCancel: () => void;
  /** Fields after the comment (the order's operation type), marked by the rule's issue on theirs. */
  children?: (issue: FieldIssue<F | 'comment'>) => ReactNode;
}

/**
 * The one dialog of a mandatory comment (01 §2 send for rework, send back, director comment;
 * 02 §2.5–2.8 and 03 §2, §4 declines and the home-check cancel): the comment field, focused on
 * open, and the caller's rule, whose message (01 §5, 02 §5, 03 §5) goes to the toast and under
 * its field while nothing is sent. The typed comment is kept as a draft until it was sent; after a
 * server error it stays and the field takes focus again.
 */
export function CommentFormModal<F extends string = 'comment'>({
  title,
  label,
  placeholder,
  submitLabel,
  submitVariant,
  draftKey,
  rule,
  isPending,
  onSubmit,
  onCancel,
  children,
}: CommentFormModalProps<F>) {
  const fieldId = useId();
  const draft = useFormDraft(draftKey, { comment: '' });
  const issue = useFieldIssue<F | 'comment'>(() => rule(draft.values.comment));
  const submit = () => {
    if (!issue.check(rule(draft.values.comment))) return;
    onSubmit(draft.values.comment.trim()).then(draft.clear, () =>
      document.getElementById(fieldId)?.focus(),
    );
  };
  return (
    <FormModal
      title={title}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={submitLabel}
      cancelLabel={UI_TEXT.cancel}
      submitVariant={submitVariant}
      isPending={isPending}
    >
      <TextArea
        id={fieldId}
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
      {children?.(issue)}
    </FormModal>
  );
}
