import { CommentFormModal, type CommentFormModalProps } from '../CommentFormModal.tsx';
import { useApiMutation, type ApiMutationOptions } from '../useApiMutation.ts';

export type CommentStepProps<TInput, TData, F extends string = 'comment'> = Omit<
  CommentFormModalProps<F>,
  'isPending' | 'onSubmit'
> & {
  /** The call that sends the comment (a decline, a send-back, a cancel…). */
  mutation: ApiMutationOptions<TInput, TData>;
  /** The call's input from the trimmed comment. */
  input: (comment: string) => TInput;
};

/**
 * A record's mandatory-comment step (01 §2 send back, 02 §2.5–2.8 and 03 §2 declines, 03 §4
 * cancel): the shared comment dialog sending its comment through its own call, which keeps the
 * typed comment on a failure and forgets it once sent.
 */
export function CommentStep<TInput, TData, F extends string = 'comment'>({
  mutation,
  input,
  ...dialog
}: CommentStepProps<TInput, TData, F>) {
  const call = useApiMutation(mutation);
  return (
    <CommentFormModal<F>
      {...dialog}
      isPending={call.isPending}
      onSubmit={(comment) => call.mutateAsync(input(comment))}
    />
  );
}
