import {
  canTake,
  formatDate,
  INACTIVITY_TEXT as T,
  UI_TEXT,
  validateInactivityDecline,
} from '@fbi/domain';
import { Button, Cluster, Modal } from '@fbi/ui';
import { CommentFormModal } from '../../shared/CommentFormModal.tsx';
import { DetailsList } from '../../shared/DetailsList.tsx';
import { MachineStatusMenu } from '../../shared/MachineStatusMenu.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useActionReasons } from '../../shared/useActionReasons.ts';
import { useApiMutation, recordDone } from '../../shared/useApiMutation.ts';
import { useSession } from '../../shared/useSession.ts';
import {
  approveInactivity,
  declineInactivity,
  deleteInactivity,
  openInactivityOrder,
  type Inactivity,
} from './api.ts';

/** Which dialog of an inactivity row is open. */
export type InactivityDialog =
  | { step: 'view'; inactivity: Inactivity }
  | { step: 'decline'; inactivity: Inactivity }
  | { step: 'approved'; inactivity: Inactivity };

export interface InactivityDialogsProps {
  dialog: InactivityDialog;
  /** Switches to another dialog of the same row. */
  onChange: (dialog: InactivityDialog) => void;
  /** Closes every dialog. */
  onClose: () => void;
}

const INVALIDATES = [queryRoots.inactivity, queryRoots.audit];

/**
 * The dialogs of one inactivity row (02 §2.7, §4), one at a time: the view of a request awaiting
 * the decision (end date, reason) with the Decline / Accepted menu, the decline comment (the
 * shared comment check; cancelling returns to the view), and for an approved one 'View order'
 * (the printable order in a new tab) and 'Remove from inactivity'. Enabled items come from the
 * inactivity machine.
 */
export function InactivityDialogs({ dialog, onChange, onClose }: InactivityDialogsProps) {
  const { roles } = useSession();
  const { inactivity } = dialog;
  const reasons = useActionReasons('inactivity', inactivity.status);
  const approve = useApiMutation({
    mutationFn: approveInactivity,
    invalidates: INVALIDATES,
    done: () => recordDone('/inactive', inactivity.id, T.done.approved(inactivity.nick)),
    onSuccess: onClose,
  });
  const remove = useApiMutation({
    mutationFn: deleteInactivity,
    invalidates: INVALIDATES,
    done: () => ({ text: T.done.removed(inactivity.nick) }),
    onSuccess: onClose,
  });
  const details = [
    [T.nick, inactivity.nick],
    [T.dueDate, formatDate(inactivity.dueDate)],
    [T.reason, inactivity.reason],
  ] as const;

  switch (dialog.step) {
    case 'decline':
      return (
        <DeclineModal
          inactivity={inactivity}
          onCancel={() => onChange({ step: 'view', inactivity })}
          onDone={onClose}
        />
      );
    case 'approved':
      return (
        <Modal
          title={`${T.approvedTitle}: ${inactivity.nick}`}
          isOpen
          onOpenChange={(open) => !open && onClose()}
          footer={
            <Cluster gap="sm">
              <Button variant="secondary" onPress={() => void openInactivityOrder(inactivity.id)}>
                {T.viewOrder}
              </Button>
              <Button
                variant="danger"
                isPending={remove.isPending}
                isDisabled={!canTake('inactivity', 'remove', roles, inactivity.status)}
                disabledReason={reasons.of('remove')}
                onPress={() => remove.mutate(inactivity.id)}
              >
                {T.remove}
              </Button>
            </Cluster>
          }
        >
          <DetailsList items={details} />
        </Modal>
      );
    case 'view':
      return (
        <Modal
          title={`${T.viewTitle}: ${inactivity.nick}`}
          isOpen
          onOpenChange={(open) => !open && onClose()}
          footer={
            <Cluster gap="sm">
              <Button variant="secondary" onPress={onClose}>
                {UI_TEXT.close}
              </Button>
              <MachineStatusMenu
                machine="inactivity"
                status={inactivity.status}
                label={T.decision}
                variant="primary"
                isPending={approve.isPending}
                items={[
                  ['decline', T.decline],
                  ['approve', T.accept],
                ]}
                onAction={(action) =>
                  action === 'approve'
                    ? approve.mutate(inactivity.id)
                    : onChange({ step: 'decline', inactivity })
                }
              />
            </Cluster>
          }
        >
          <DetailsList items={details} />
        </Modal>
      );
  }
}

/** The decline comment (02 §2.7 "declining needs a comment modal"; the shared comment check). */
function DeclineModal({
  inactivity,
  onCancel,
  onDone,
}: {
  inactivity: Inactivity;
  onCancel: () => void;
  onDone: () => void;
}) {
  const decline = useApiMutation({
    mutationFn: declineInactivity,
    invalidates: INVALIDATES,
    done: () => recordDone('/inactive', inactivity.id, T.done.declined(inactivity.nick)),
    onSuccess: onDone,
  });
  return (
    <CommentFormModal
      title={`${T.declineTitle}: ${inactivity.nick}`}
      label={T.comment}
      submitLabel={T.declineSubmit}
      submitVariant="danger"
      draftKey={`inactivity-decline:${inactivity.id}`}
      rule={validateInactivityDecline}
      isPending={decline.isPending}
      onSubmit={(comment) => decline.mutateAsync({ id: inactivity.id, comment })}
      onCancel={onCancel}
    />
  );
}
