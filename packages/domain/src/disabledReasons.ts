/**
 * Why a record's action is disabled for the caller, in Russian, derived from the machines' data
 * (the same judgement that enables the button and the mock's 403/409): the portal shows it in
 * the disabled button's tooltip. Spec: 01 §4/§6, 02 §4/§6, 03 §4/§6 (who and from which status).
 */
import { PERMISSIONS } from './permissions.ts';
import { ROLE_LABELS_RU, type Role } from './roles.ts';
import {
  judge,
  MACHINES,
  transitionOf,
  type ActionOf,
  type MachineName,
  type RecordFacts,
  type Transition,
} from './machines/index.ts';
import { DISABLED_REASON_TEXT as T } from './texts/disabledReasons.ts';

/**
 * The reason `action` of `machine` is disabled for a caller with `roles` on a record in `status`:
 * - the caller's roles may not take it: who may ('Принять рапорт могут: Глава CID, …');
 * - no action of the machine starts from the status (an approved report): 'Запись завершена';
 * - the action does not start from this status: the machine's refusal ('Нельзя исполнить акт:
 *   текущий статус «Новый»'), or the record condition's message.
 * @returns null when the caller may take it now.
 */
export function actionDisabledReason<M extends MachineName>(
  machine: M,
  action: ActionOf<M>,
  roles: readonly Role[],
  status: string | null | undefined,
  facts: RecordFacts = {},
): string | null {
  const verdict = judge(machine, action, roles, status, facts);
  if (verdict.ok) return null;
  const transition = transitionOf(machine, action);
  if (verdict.reason === 'role') return whoMay(transition);
  if (status != null && isFinished(machine, status)) return T.finished;
  return verdict.message;
}

/** The roles allowed the transition, named in Russian; a rule without a list says so. */
function whoMay(transition: Transition<string>): string {
  if (typeof transition.who === 'function') return T.notForYourRole(transition.verb);
  const roles: readonly Role[] = PERMISSIONS[transition.who];
  return T.whoMay(
    transition.verb,
    roles.map((role) => ROLE_LABELS_RU[role]),
  );
}

/** True when no action of the machine starts from `status`. */
function isFinished(machine: MachineName, status: string): boolean {
  const actions: Readonly<Record<string, Transition<string>>> = MACHINES[machine];
  return Object.values(actions).every((t) => !t.from.includes(status));
}
