/**
 * Which open investigation a caller may file a report to, and which branch an investigation
 * belongs to (01 §3 Investigation direction, §4 Investigations, §6 "Caller can file an agent report
 * only where an investigation fits", §8 messages). The portal's filing modal and the mock's
 * handlers both decide with these.
 */
import { canFileToInvestigation, type InvestigationFit } from './actions.ts';
import { CID_ROLES, DEA_ROLES } from './roleGroups.ts';
import { hasAnyRole, type Role } from './roles.ts';
import { MESSAGES } from './validation/messages.ts';

/** The two branches an investigation belongs to (01 §9 "Direction values CID and DEA"). */
export const INVESTIGATION_DIRECTIONS = ['CID', 'DEA'] as const;
/** A branch. */
export type InvestigationDirection = (typeof INVESTIGATION_DIRECTIONS)[number];

/**
 * The caller's own branch: CID for CID roles, DEA for DEA roles, null for the director's office
 * (deputy_director, director), who then names the branch of a non-joint investigation when
 * starting it (ours: 01 §5 gives only faction and joint option, but without a branch no agent
 * could file to it, 01 §6).
 */
export function branchOf(roles: readonly Role[]): InvestigationDirection | null {
  if (hasAnyRole(roles, CID_ROLES)) return 'CID';
  if (hasAnyRole(roles, DEA_ROLES)) return 'DEA';
  return null;
}

/**
 * The branch an investigation is stored with: the initiator's own branch, else the one the
 * director's office chose; null only for a joint investigation started by the director's office
 * (a joint one suits both branches anyway).
 */
export function investigationDirection(
  roles: readonly Role[],
  chosen: string | null | undefined,
): InvestigationDirection | null {
  const own = branchOf(roles);
  if (own) return own;
  return (INVESTIGATION_DIRECTIONS as readonly string[]).includes(chosen ?? '')
    ? (chosen as InvestigationDirection)
    : null;
}

/**
 * The outcome of choosing where to file an agent report (01 §6, §8): none open
 * ('Нет открытых расследований для подачи рапорта'), open ones but none that fits the caller
 * ('У вас нет доступа к текущим расследованиям'), or the fitting ones.
 */
export type FilingChoice<T> = { ok: false; message: string } | { ok: true; investigations: T[] };

/** The open agent-report investigations `roles` may file to (see {@link FilingChoice}). */
export function raportFilingChoice<T extends InvestigationFit>(
  roles: readonly Role[],
  open: readonly T[],
): FilingChoice<T> {
  if (open.length === 0) return { ok: false, message: MESSAGES.noOpenInvestigations };
  const fitting = open.filter((inv) => canFileToInvestigation(roles, inv));
  return fitting.length === 0
    ? { ok: false, message: MESSAGES.noInvestigationAccess }
    : { ok: true, investigations: fitting };
}

/**
 * The open IB investigations an IB report may be filed to (01 §4 "the same flow applies to IB
 * investigations"): every open one for the IB report roles (the IB branch has no directions).
 */
export function ibFilingChoice<T>(open: readonly T[]): FilingChoice<T> {
  return open.length === 0
    ? { ok: false, message: MESSAGES.noOpenInvestigations }
    : { ok: true, investigations: [...open] };
}
