/**
 * Record-level access: beyond the caller's roles (permissions.ts), whose record it is. The mock's
 * guards and list answers and the portal's screens all read these rules.
 * Spec: 01 §6 (HR dropdown per roster table, edit rights), 02 §2.11 and §6 (HR profile, national
 * security edit), 02 §2.5, §2.6, §2.8 and 03 §2, §3, §6 (what the public lists show).
 */
import type { MachineName } from './machines/index.ts';
import { can, type PermissionId } from './permissions.ts';
import { TOP_ROLES } from './roleGroups.ts';
import { hasAnyRole, type Role } from './roles.ts';
import { canUseHrMenu, rosterGroupOf, type TeamMember } from './team.ts';

/**
 * Whether the caller may read and edit the HR profile (`/hr-profile?nick=`, the `nick/{nick}`
 * profile calls and the person's staff audit) of `target`: the HR dropdown's roles of the
 * target's roster table (01 §6 "HR dropdown (social page/profile): hr_inspector, deputy_director,
 * director on inspector/leadership tables; plus auditor on CID/DEA/National Academy tables"; the
 * director's office table offers it to nobody). 02 §2.11 opens /hr-profile only from that
 * dropdown, so reading and editing follow the same table rule (ours: the spec names no other).
 *
 * @param target the person's roster data (rank, position, direction), which fixes their table.
 */
export function canAccessHrProfile(
  roles: readonly Role[],
  target: Pick<TeamMember, 'rang' | 'position' | 'direction'>,
): boolean {
  return canUseHrMenu(rosterGroupOf(target), roles);
}

/**
 * Roles that may edit any record of a machine whose edit belongs to the record's author; every
 * other editor edits only what they filed. The machine's edit transition still decides the roles
 * and statuses (machines/); this adds the authorship:
 * - mw: 01 §6 "MW create/edit: general_counsel …; junior/agent CID/DEA" — general_counsel edits
 *   any report, an agent their own ('My MW reports', 01 §2);
 * - raport: 01 §6 "Raport edit: junior/agent CID/DEA, deputy_director, director" — deputy_director
 *   and director are also the named reviewers (Raport rework/approve), so they edit any report;
 * - ibReport: 01 §6 "IB report … edit: secret_intelligence_agent" — their own reports only;
 * - ibDossier: 01 §6 "Dossier edit: secret_intelligence_agent who is not a head" — their own;
 * - nationalSecurity: 02 §6 "Edit a national security report: a pure advisor" — their own.
 */
export const EDIT_ANY_RECORD_ROLES = {
  mw: ['general_counsel'],
  raport: TOP_ROLES,
  ibReport: [],
  ibDossier: [],
  nationalSecurity: [],
} as const satisfies Partial<Record<MachineName, readonly Role[]>>;

/** A machine whose edit belongs to the record's author. */
export type AuthoredMachine = keyof typeof EDIT_ANY_RECORD_ROLES;

/**
 * Whether the caller may edit this record as far as authorship goes: a role of
 * {@link EDIT_ANY_RECORD_ROLES}, or the caller is its author (nicks compared exactly, as the
 * server stores them). Combine with the machine's edit transition (`canTake(machine, 'edit', …)`).
 *
 * @param callerNick the caller's nick, null for a visitor.
 */
export function isRecordEditor(
  machine: AuthoredMachine,
  roles: readonly Role[],
  callerNick: string | null,
  author: string,
): boolean {
  const any: readonly Role[] = EDIT_ANY_RECORD_ROLES[machine];
  return hasAnyRole(roles, any) || (callerNick !== null && callerNick === author);
}

/**
 * Lists that public callers read, with the fields everyone sees and the permission that sees the
 * whole record. Everyone else — visitors and staff without that permission — gets the public
 * fields only (the table's columns, the id a row opens by and its status):
 * - laboratory: 03 §2 /laboratory columns (creation date, author nick, approver, comment,
 *   status); the id opens a DONE row's report for anyone (03 §6); the detail (rank, faction,
 *   division, expertises, objects, proof link, type, goals) is for 03 §6 "Laboratory detail and
 *   actions";
 * - suspect: 03 §2 /db-public (date, initiator nick, offender nick, status); the proof links and
 *   the laboratory id are for /db (03 §6 "Suspects database: any holder of a role other than
 *   user"), which the staff list `/suspect/all` answers;
 * - mostWanted: 03 §3 "Public most wanted entry: id, nick, photo, mainViolation, status";
 * - nationalSecurity: 02 §2.8 columns (author, faction, mark, created date, status); description
 *   and comment are in the view modal of 02 §6 "Open national security rows";
 * - office: 02 §2.6 columns (created date, author, approver, comment, status, access level); the
 *   modal's nick, organisation, rank, position, passport link and basis are for 02 §6 "Office
 *   access rows and actions";
 * - order: 02 §2.5 columns (created date, author, approver, comment, status); the id opens an
 *   approved order's report for anyone (02 §6); the view of a non-approved order is for 02 §6
 *   "Approve or decline non-approved orders".
 */
export const PUBLIC_LIST_FIELDS = {
  laboratory: ['id', 'createdAt', 'nick', 'approver', 'comment', 'status'],
  suspect: ['id', 'createdAt', 'author', 'nick', 'status'],
  mostWanted: ['id', 'nick', 'photo', 'mainViolation', 'status'],
  nationalSecurity: ['id', 'createdAt', 'author', 'faction', 'mark', 'status'],
  office: ['id', 'createdAt', 'author', 'approver', 'comment', 'status', 'level'],
  order: ['id', 'createdAt', 'author', 'approver', 'comment', 'status'],
} as const;

/** A list with a public answer. */
export type PublicList = keyof typeof PUBLIC_LIST_FIELDS;

/**
 * The permission that reads a list's whole records (null: only a list of its own, e.g. the staff
 * suspects list or the MW list, answers them). See {@link PUBLIC_LIST_FIELDS}.
 */
export const FULL_LIST_PERMISSION: Record<PublicList, PermissionId | null> = {
  laboratory: 'laboratoryActions',
  suspect: null,
  mostWanted: null,
  nationalSecurity: 'openNationalSecurity',
  office: 'officeActions',
  order: 'decideOrder',
};

/** Whether a caller with `roles` (visitors: `['user']`) reads the list's whole records. */
export function readsFullRecords(list: PublicList, roles: readonly Role[]): boolean {
  const permission = FULL_LIST_PERMISSION[list];
  return permission !== null && can(permission, roles);
}

/**
 * The record as the public answer of the list carries it: only {@link PUBLIC_LIST_FIELDS}.
 *
 * @returns a new object with those fields (missing ones stay missing).
 */
export function publicFields<L extends PublicList, T extends Record<string, unknown>>(
  list: L,
  record: T,
): Pick<T, (typeof PUBLIC_LIST_FIELDS)[L][number] & keyof T> {
  const out: Record<string, unknown> = {};
  for (const field of PUBLIC_LIST_FIELDS[list]) if (field in record) out[field] = record[field];
  return out as Pick<T, (typeof PUBLIC_LIST_FIELDS)[L][number] & keyof T>;
}
