/**
 * Who sees and edits the reports describing a person — IB dossiers and MW reports (01 §2, §6).
 */
import { AGENT_ROLES, can, canTake, hasAnyRole } from '@fbi/domain';
import type { Caller } from '../auth/sessions.ts';
import { forbidden } from '../http/errors.ts';
import type { Schemas } from '../store/types.ts';
import { requireRole, requireTransition } from './status.ts';

/**
 * Whether a dossier is in the caller's list: a secret agent who is not a head sees their own
 * dossiers ('My reports', 01 §2 Intelligence).
 */
export function dossierVisibleTo(caller: Caller, d: Schemas['Dossier']): boolean {
  return can('dossierReview', caller.roles) || d.author === caller.member.nick;
}

/**
 * Whether an MW report is in the caller's list: report creators who do not review see their own
 * reports ('My MW reports', 01 §2) and any report they may record the arrest on (01 §6 "MW
 * arrest: any non-user when ORDER_ASSIGNED"; otherwise a colleague's wanted suspect is out of reach).
 */
export function mostWantedVisibleTo(caller: Caller, report: Schemas['MostWanted']): boolean {
  const creatorOnly =
    hasAnyRole(caller.roles, AGENT_ROLES) &&
    !can('mwReview', caller.roles) &&
    !can('mwWarrant', caller.roles);
  return (
    !creatorOnly ||
    report.author === caller.member.nick ||
    canTake('mw', 'arrest', caller.roles, report.status)
  );
}

/**
 * Edit rights (01 §6 MW create/edit): the MW machine's edit roles, general_counsel on any report
 * and an agent on their own.
 * @returns the status the edit leads to.
 * @throws ApiError 403 when the caller may not edit the report; the MW machine's errors when the
 *   report's status has no edit transition.
 */
export function requireMostWantedEditor(
  caller: Caller,
  report: Schemas['MostWanted'],
): 'ON_SENIOR_CHECK' {
  requireRole(caller, 'mw', 'edit');
  if (!caller.roles.includes('general_counsel') && report.author !== caller.member.nick)
    throw forbidden();
  return requireTransition(caller, 'mw', 'edit', report.status);
}
