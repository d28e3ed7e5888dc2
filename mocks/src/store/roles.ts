/**
 * Wire form of roles: the server sends 'ROLE_*' names that the client maps to its lowercase ones
 * (01 §6). The mock keeps members' roles in the server form, as the real server would.
 */
import { mapServerRoles, type Role, type StaffRole } from '@fbi/domain';
import type { ServerRole } from './types.ts';

/** 'head_cid' → 'ROLE_HEAD_CID', 'super-admin' → 'ROLE_SUPER_ADMIN' (inverse of domain's mapping). */
export function toServerRole(role: StaffRole | 'user'): ServerRole {
  return `ROLE_${role.replace(/-/g, '_').toUpperCase()}` as ServerRole;
}

/** The client roles of a member's server roles, through the domain's mapping (01 §6). */
export function clientRoles(serverRoles: readonly ServerRole[]): Role[] {
  return mapServerRoles(serverRoles);
}
