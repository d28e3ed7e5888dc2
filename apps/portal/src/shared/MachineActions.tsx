import { judge, type ActionOf, type MachineName, type RecordFacts } from '@fbi/domain';
import { Button, type ButtonVariant } from '@fbi/ui';
import { useActionReasons } from './useActionReasons.ts';
import { useSession } from './useSession.ts';

export interface MachineActionsProps<M extends MachineName> {
  /** The record's status machine (01 §4, 02 §4, 03 §4). */
  machine: M;
  /** The record's status. */
  status: string;
  /** The facts the machine's rules read besides the status (e.g. who filed it). */
  facts?: RecordFacts;
  /** Each action's button text, in the order the buttons are shown. */
  labels: Partial<Record<ActionOf<M>, string>>;
  /** What each button does. */
  press: Partial<Record<ActionOf<M>, () => void>>;
  /** The actions whose call is in flight: that button spins and the others wait. */
  pending?: Partial<Record<ActionOf<M>, boolean>>;
  /** Each button's look where it is not primary; default: `rework` secondary. */
  variants?: Partial<Record<ActionOf<M>, ButtonVariant>>;
}

/**
 * A record dialog's action buttons from its status machine (01 §6, 02 §6, 03 §6): an action is
 * shown to the roles that may ever take it and enabled in the statuses (and facts) the machine
 * allows; a disabled one says why on hover, focus and tap. While one action's call is in flight,
 * its button spins and the others are disabled.
 */
export function MachineActions<M extends MachineName>({
  machine,
  status,
  facts,
  labels,
  press,
  pending = {},
  variants = { rework: 'secondary' } as Partial<Record<ActionOf<M>, ButtonVariant>>,
}: MachineActionsProps<M>) {
  const { roles } = useSession();
  const reasons = useActionReasons(machine, status, facts);
  const busy = Object.values(pending).some(Boolean);
  return (
    <>
      {(Object.keys(labels) as ActionOf<M>[]).map((action) => {
        const verdict = judge(machine, action, roles, status, facts);
        if (!verdict.ok && verdict.reason === 'role') return null;
        const isPending = pending[action] ?? false;
        return (
          <Button
            key={action}
            variant={variants[action] ?? 'primary'}
            isDisabled={!verdict.ok || (busy && !isPending)}
            disabledReason={reasons.of(action)}
            isPending={isPending}
            onPress={press[action]}
          >
            {labels[action]}
          </Button>
        );
      })}
    </>
  );
}
