import { judge, type ActionOf, type MachineName, type RecordFacts } from '@fbi/domain';
import { StatusMenu, type MenuProps } from '@fbi/ui';
import { useActionReasons } from './useActionReasons.ts';
import { useSession } from './useSession.ts';

export interface MachineStatusMenuProps<M extends MachineName> {
  /** The record's status machine (01 §4, 02 §4, 03 §4). */
  machine: M;
  /** The record's status. */
  status: string;
  /** The facts the machine's rules read besides the status. */
  facts?: RecordFacts;
  /** The menu's actions in order, each with its item's text. */
  items: readonly (readonly [ActionOf<M>, string])[];
  /** What choosing an action does. */
  onAction: (action: ActionOf<M>) => void;
  /** The trigger's text (default 'Изменить статус'). */
  label?: string;
  variant?: MenuProps['variant'];
  /** A call of the menu's is in flight: the menu waits. */
  isPending?: boolean;
}

/**
 * A record's 'Изменить статус' menu from its status machine (01 §6, 02 §6, 03 §6): shown to the
 * roles that may take one of its actions, each item enabled where the machine allows it now and
 * saying why not where it does not; the trigger is disabled, with the reasons, when no item is
 * allowed, and while a call is in flight.
 */
export function MachineStatusMenu<M extends MachineName>({
  machine,
  status,
  facts,
  items,
  onAction,
  label,
  variant,
  isPending = false,
}: MachineStatusMenuProps<M>) {
  const { roles } = useSession();
  const reasons = useActionReasons(machine, status, facts);
  const verdicts = items.map(([action]) => judge(machine, action, roles, status, facts));
  if (verdicts.every((v) => !v.ok && v.reason === 'role')) return null;
  const transitions = items.map(([action, text], i) => ({
    id: action,
    label: text,
    isDisabled: !verdicts[i]?.ok,
    reason: reasons.of(action),
  }));
  return (
    <StatusMenu
      label={label}
      variant={variant}
      items={transitions}
      isDisabled={isPending || transitions.every((t) => t.isDisabled)}
      disabledReason={reasons.ofAll(items.map(([action]) => action))}
      onAction={(id) => onAction(id as ActionOf<M>)}
    />
  );
}
