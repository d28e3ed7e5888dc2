import {
  actionDisabledReason,
  type ActionOf,
  type MachineName,
  type RecordFacts,
} from '@fbi/domain';
import { useSession } from './useSession.ts';

/** What {@link useActionReasons} returns. */
export interface ActionReasons<M extends MachineName> {
  /** Why the caller may not take `action` now (a disabled button's tooltip); undefined if they may. */
  of: (action: ActionOf<M>) => string | undefined;
  /**
   * Why a menu of `actions` is disabled: undefined if any of them is allowed, else their
   * reasons, each once ('Запись завершена' when the record is finished).
   */
  ofAll: (actions: readonly ActionOf<M>[]) => string | undefined;
}

/**
 * The reasons a record's actions are disabled for the caller (packages/domain
 * actionDisabledReason, from the machines of 01/02/03 §4 and the roles of §6), for the
 * `disabledReason` of the buttons and menus that render them.
 * @param machine the record's machine; @param status its status; @param facts its other facts.
 */
export function useActionReasons<M extends MachineName>(
  machine: M,
  status: string | null | undefined,
  facts?: RecordFacts,
): ActionReasons<M> {
  const { roles } = useSession();
  const of = (action: ActionOf<M>) =>
    actionDisabledReason(machine, action, roles, status, facts) ?? undefined;
  return {
    of,
    ofAll: (actions) => {
      const reasons = actions.map(of);
      if (reasons.length === 0 || reasons.some((r) => r === undefined)) return undefined;
      return [...new Set(reasons)].join('. ');
    },
  };
}
