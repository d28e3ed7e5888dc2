import { ConfirmDialog, type ConfirmDialogProps } from '@fbi/ui';
import type { ReactNode } from 'react';
import { useApiMutation, type ApiMutationOptions } from '../useApiMutation.ts';

export interface ConfirmStepProps<TInput, TData> {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The cancel button's text (default the dialog's «Отмена»). */
  cancelLabel?: string;
  /** The confirm button's look (default danger; primary for an offer such as an audit order). */
  tone?: ConfirmDialogProps['tone'];
  /** The confirmed call (a delete, a withdrawal…), its toast and what follows it. */
  mutation: ApiMutationOptions<TInput, TData>;
  /** What the call is sent with, e.g. the record's id. */
  input: TInput;
  /** Cancel or Esc; while the call is in flight the dialog stays, its button spinning. */
  onCancel: () => void;
}

/**
 * A record's confirmation step (02 §2.1, §2.4, §2.6, §2.9, §2.10, 03 §2 delete and withdraw
 * confirmations): the question and the call it confirms.
 */
export function ConfirmStep<TInput, TData>({
  mutation,
  input,
  onCancel,
  ...dialog
}: ConfirmStepProps<TInput, TData>) {
  const call = useApiMutation(mutation);
  return (
    <ConfirmDialog
      {...dialog}
      isOpen
      isPending={call.isPending}
      onOpenChange={(open) => !open && onCancel()}
      onConfirm={() => call.mutate(input)}
    />
  );
}
