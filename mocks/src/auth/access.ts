/**
 * Role checks of the handlers against the permission table of @fbi/domain (section 6 of each
 * document). A failed check is 403 FORBIDDEN 'У вас нет доступа к этой функции' (01 §8).
 */
import {
  can,
  isPublicUser,
  ROSTER_ROW_OPENERS,
  rosterGroupOf,
  hasAnyRole,
  type PermissionId,
} from '@fbi/domain';
import { forbidden } from '../http/errors.ts';
import type { MemberRecord } from '../store/types.ts';
import type { Caller } from './sessions.ts';

/** Throws 403 unless the caller has the permission. */
export function requirePermission(caller: Caller, permission: PermissionId): void {
  if (!can(permission, caller.roles)) throw forbidden();
}

/** Throws 403 for a caller with no staff role ("any non-user", 01 §6). */
export function requireStaff(caller: Caller): void {
  if (isPublicUser(caller.roles)) throw forbidden();
}

/** True when a caller (possibly anonymous) has the permission. */
export function allows(caller: Caller | null, permission: PermissionId): boolean {
  return caller !== null && can(permission, caller.roles);
}

/**
 * Throws 403 unless the caller may open the member's roster table (01 §6 "Team tables clickable
 * for"), which is what editing, punishing and dismissing the member requires.
 */
export function requireManager(
  caller: Caller,
  member: Pick<MemberRecord, 'rang' | 'position' | 'direction'>,
): void {
  if (!hasAnyRole(caller.roles, ROSTER_ROW_OPENERS[rosterGroupOf(member)])) throw forbidden();
}
