import { canTake, formatDate, INACTIVITY_TEXT as T, validateInactivityDecline } from '@fbi/domain';
import { Button } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { CommentStep } from '../../shared/record/CommentStep.tsx';
import { DecisionMenu } from '../../shared/record/DecisionMenu.tsx';
import { RecordModal } from '../../shared/record/RecordModal.tsx';
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
import type { RowDialogsProps } from '../../shared/registry/registry.ts';

/** Which dialog of an inactivity row is open. */
export type InactivityDialog =
  | { step: 'view'; inactivity: Inactivity }
  | { step: 'decline'; inactivity: Inactivity }
  | { step: 'approved'; inactivity: Inactivity };

const INVALIDATES = [queryRoots.inactivity, queryRoots.audit];

/**
 * The dialogs of one inactivity row (02 §2.7, §4), one at a time: the view of a request awaiting
 * the decision (end date, reason) with the Decline / Accepted menu, the decline comment (the
 * shared comment check; cancelling returns to the view), and for an approved one 'View order'
 * (the printable order in a new tab) and 'Remove from inactivity'. Enabled items come from the
 * inactivity machine.
 */
export function InactivityDialogs({
  dialog,
  onChange,
  onClose,
}: RowDialogsProps<InactivityDialog>) {
  const { roles } = useSession();
  const { inactivity } = dialog;
  const reasons = useActionReasons('inactivity', inactivity.status);
  const remove = useApiMutation({
    mutationFn: deleteInactivity,
    invalidates: INVALIDATES,
    done: () => ({ text: T.done.removed(inactivity.nick) }),
    onSuccess: onClose,
  });
  const facts = [
    [T.nick, inactivity.nick],
    [T.dueDate, formatDate(inactivity.dueDate)],
    [T.reason, inactivity.reason],
  ] as const;

  switch (dialog.step) {
    case 'decline':
      // The decline comment (02 §2.7 "declining needs a comment modal"; the shared comment check).
      return (
        <CommentStep
          title={`${T.declineTitle}: ${inactivity.nick}`}
          label={T.comment}
          submitLabel={T.declineSubmit}
          submitVariant="danger"
          draftKey={`inactivity-decline:${inactivity.id}`}
          rule={validateInactivityDecline}
          mutation={{
            mutationFn: declineInactivity,
            invalidates: INVALIDATES,
            done: () => recordDone('/inactive', inactivity.id, T.done.declined(inactivity.nick)),
            onSuccess: onClose,
          }}
          input={(comment) => ({ id: inactivity.id, comment })}
          onCancel={() => onChange({ step: 'view', inactivity })}
        />
      );
    case 'approved':
      return (
        <RecordModal
          title={`${T.approvedTitle}: ${inactivity.nick}`}
          closeButton="none"
          onClose={onClose}
          facts={facts}
          actions={
            <>
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
            </>
          }
        />
      );
    case 'view':
      return (
        <RecordModal
          title={`${T.viewTitle}: ${inactivity.nick}`}
          onClose={onClose}
          facts={facts}
          actions={
            <DecisionMenu
              machine="inactivity"
              status={inactivity.status}
              label={T.decision}
              items={[
                ['decline', T.decline],
                ['approve', T.accept],
              ]}
              id={inactivity.id}
              approve={{
                mutationFn: approveInactivity,
                invalidates: INVALIDATES,
                done: () =>
                  recordDone('/inactive', inactivity.id, T.done.approved(inactivity.nick)),
                onSuccess: onClose,
              }}
              onComment={() => onChange({ step: 'decline', inactivity })}
            />
          }
        />
      );
  }
}
