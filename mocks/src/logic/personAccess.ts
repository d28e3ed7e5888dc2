/**
 * Who sees and edits the reports describing a person — IB dossiers and MW reports (01 §2, §6) —
 * and record-level access from @fbi/domain's recordAccess: HR profiles by the person's roster
 * table, edits by the record's author.
 */
import {
  AGENT_ROLES,
  can,
  canTake,
  canAccessHrProfile,
  hasAnyRole,
  isRecordEditor,
  publicFields,
  readsFullRecords,
  USER_ROLE,
  type AuthoredMachine,
  type PUBLIC_LIST_FIELDS,
  type PublicList,
} from '@fbi/domain';
import type { Caller } from '../auth/sessions.ts';
import { forbidden } from '../http/errors.ts';
import type { MemberRecord, Schemas } from '../store/types.ts';
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
  requireRecordEditor(caller, 'mw', report);
  return requireTransition(caller, 'mw', 'edit', report.status);
}

/**
 * 403 unless the caller may read and edit the HR profile of `member` (01 §6 HR dropdown by the
 * member's roster table, 02 §2.11): the `nick/{nick}` profile calls and another person's audit.
 */
export function requireHrProfileAccess(
  caller: Caller,
  member: Pick<MemberRecord, 'rang' | 'position' | 'direction'>,
): void {
  if (!canAccessHrProfile(caller.roles, member)) throw forbidden();
}

/**
 * 403 unless the caller may edit a record filed by `author` (01 §6, 02 §6: the author, or a role
 * of the domain's EDIT_ANY_RECORD_ROLES). The machine's edit transition is checked separately.
 */
export function requireRecordEditor(
  caller: Caller,
  machine: AuthoredMachine,
  record: { author: string },
): void {
  if (!isRecordEditor(machine, caller.roles, caller.member.nick, record.author)) throw forbidden();
}

/**
 * A list's rows as the caller may read them (the domain's PUBLIC_LIST_FIELDS): whole records for
 * the roles of FULL_LIST_PERMISSION, the public fields for everyone else, visitors included.
 */
export function rowsFor<L extends PublicList, T extends Record<string, unknown>>(
  list: L,
  caller: Caller | null,
  rows: readonly T[],
): (T | Pick<T, (typeof PUBLIC_LIST_FIELDS)[L][number] & keyof T>)[] {
  if (readsFullRecords(list, caller?.roles ?? [USER_ROLE])) return [...rows];
  return rows.map((r) => publicFields(list, r));
}
