/**
 * Every status machine with transitions (section 4 of 01, 02, 03) as data, and the one judgement
 * that the portal's buttons and the mock server's guards both use.
 */
import { can } from '../permissions.ts';
import type { Role } from '../roles.ts';
import { statusLabel, type StatusMachine } from '../statuses.ts';
import {
  ACADEMY_TEMPLATE_MACHINE,
  DEA_HOME_MACHINE,
  DEA_REPORT_MACHINE,
  EXAM_TEST_MACHINE,
  LAB_MACHINE,
  SUSPECT_MACHINE,
} from './academyLab.ts';
import {
  IB_DOSSIER_MACHINE,
  IB_REPORT_MACHINE,
  MW_MACHINE,
  RAPORT_MACHINE,
} from './investigative.ts';
import {
  ACT_MACHINE,
  INACTIVITY_MACHINE,
  NATIONAL_SECURITY_MACHINE,
  OFFICE_MACHINE,
  ORDER_MACHINE,
} from './standards.ts';
import type { RecordFacts, Transition, Who } from './transition.ts';

export type { RecordFacts, Transition, Who } from './transition.ts';
export { ACT_SERVER_STATUS_MESSAGE, ACT_VERDICT_STATUS_MESSAGE } from './standards.ts';
export { DEA_HOME_STATUS_MESSAGES } from './academyLab.ts';

/** The machines by the name of their status table in STATUS_MACHINES. */
export const MACHINES = {
  mw: MW_MACHINE,
  raport: RAPORT_MACHINE,
  ibReport: IB_REPORT_MACHINE,
  ibDossier: IB_DOSSIER_MACHINE,
  act: ACT_MACHINE,
  order: ORDER_MACHINE,
  office: OFFICE_MACHINE,
  inactivity: INACTIVITY_MACHINE,
  nationalSecurity: NATIONAL_SECURITY_MACHINE,
  laboratory: LAB_MACHINE,
  suspect: SUSPECT_MACHINE,
  deaHomeCheck: DEA_HOME_MACHINE,
  deaReport: DEA_REPORT_MACHINE,
  academyTemplate: ACADEMY_TEMPLATE_MACHINE,
  examTestState: EXAM_TEST_MACHINE,
} as const satisfies Partial<Record<StatusMachine, Record<string, Transition<string>>>>;

/** Name of a machine with transitions. */
export type MachineName = keyof typeof MACHINES;

/** Action names of a machine. */
export type ActionOf<M extends MachineName> = keyof (typeof MACHINES)[M] & string;

/** The status an action of a machine leads to (null: it deletes the record). */
export type TargetOf<
  M extends MachineName,
  A extends ActionOf<M>,
> = (typeof MACHINES)[M][A] extends {
  to: infer T;
}
  ? T
  : never;

/** The transition of an action. */
export function transitionOf<M extends MachineName>(
  machine: M,
  action: ActionOf<M>,
): Transition<string> {
  const actions: Readonly<Record<string, Transition<string>>> = MACHINES[machine];
  const transition = actions[action];
  if (!transition) throw new Error(`unknown action ${machine}.${action}`);
  return transition;
}

/** True when `roles` satisfy `who`. */
export function isAllowed(who: Who, roles: readonly Role[]): boolean {
  return typeof who === 'function' ? who(roles) : can(who, roles);
}

/**
 * The verdict on one action: `ok` with the status it leads to (null: deleted); else refused for
 * the caller's roles (`role`, a 403) or for the record (`status`, a 409 with a Russian message).
 */
export type Judgement =
  | { ok: true; to: string | null }
  | { ok: false; reason: 'role' }
  | { ok: false; reason: 'status'; message: string };

/**
 * Judges `action` of `machine` for a caller with `roles` on a record in `status` with `facts`:
 * roles first, then the source status, then the record condition.
 */
export function judge<M extends MachineName>(
  machine: M,
  action: ActionOf<M>,
  roles: readonly Role[],
  status: string | null | undefined,
  facts: RecordFacts = {},
): Judgement {
  const t = transitionOf(machine, action);
  if (!isAllowed(t.who, roles)) return { ok: false, reason: 'role' };
  if (status == null || !t.from.includes(status)) {
    const label = statusLabel(machine, status);
    return { ok: false, reason: 'status', message: `Нельзя ${t.verb}: текущий статус «${label}»` };
  }
  if (t.when && !t.when.test(facts))
    return { ok: false, reason: 'status', message: t.when.message };
  return { ok: true, to: t.to };
}

/** True when the caller may take `action` now (see {@link judge}). */
export function canTake<M extends MachineName>(
  machine: M,
  action: ActionOf<M>,
  roles: readonly Role[],
  status: string | null | undefined,
  facts?: RecordFacts,
): boolean {
  return judge(machine, action, roles, status, facts).ok;
}

/** True when `status` is a source status of `action` (whoever the caller). */
export function startsFrom<M extends MachineName>(
  machine: M,
  action: ActionOf<M>,
  status: string | null | undefined,
): boolean {
  return status != null && transitionOf(machine, action).from.includes(status);
}
