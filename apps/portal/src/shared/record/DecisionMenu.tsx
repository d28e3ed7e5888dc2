import type { ActionOf, MachineName } from '@fbi/domain';
import { MachineStatusMenu, type MachineStatusMenuProps } from '../MachineStatusMenu.tsx';
import { useApiMutation, type ApiMutationOptions } from '../useApiMutation.ts';

export type DecisionMenuProps<M extends MachineName, TData> = Omit<
  MachineStatusMenuProps<M>,
  'onAction' | 'isPending' | 'variant'
> & {
  /** The record's id, sent with the approval. */
  id: number;
  /** The approval, sent at once when chosen. */
  approve: ApiMutationOptions<number, TData>;
  /** Opens the step of any other choice: the mandatory comment of a decline or send-back. */
  onComment: (action: ActionOf<M>) => void;
};

/**
 * A reviewer's decision menu (02 §2.7 inactivity, §2.8 national security): the machine's menu
 * whose 'approve' is sent at once (the menu waits for it) and whose other choice opens the
 * comment it needs.
 */
export function DecisionMenu<M extends MachineName, TData>({
  id,
  approve,
  onComment,
  ...menu
}: DecisionMenuProps<M, TData>) {
  const call = useApiMutation(approve);
  return (
    <MachineStatusMenu<M>
      {...menu}
      variant="primary"
      isPending={call.isPending}
      onAction={(action) => (action === 'approve' ? call.mutate(id) : onComment(action))}
    />
  );
}
