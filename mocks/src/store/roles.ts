/**
 * Wire form of roles: the server sends 'ROLE_*' names that the client maps to its lowercase ones
 * (01 §6). The mock keeps members' roles in the server form, as the real server would.
 */
import { mapServerRoles, toServerRoleName, type Role, type StaffRole } from '@fbi/domain';
import type { ServerRole } from './types.ts';

/** A role in the server form the mock stores, via the domain's mapping (01 §6). */
export function toServerRole(role: StaffRole | 'user'): ServerRole {
  return toServerRoleName(role) as ServerRole;
}

/** The client roles of a member's server roles, through the domain's mapping (01 §6). */
export function clientRoles(serverRoles: readonly ServerRole[]): Role[] {
  return mapServerRoles(serverRoles);
}
