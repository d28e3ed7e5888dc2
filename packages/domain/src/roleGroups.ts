/**
 * Named groups of roles reused by the permission table, the sidebar and the team rules.
 * Spec: 01 §6 (header flags), 02 §6, 03 §6.
 */
import { ROLES, USER_ROLE, type Role } from './roles.ts';

/** Every staff role: "any non-user" (01 §6). */
export const STAFF_ROLES: readonly Role[] = ROLES;
/** Everyone, including the public `user` (02 §6 "anyone"). */
export const EVERYONE: readonly Role[] = [...ROLES, USER_ROLE];
/** CID agents (01 §6 "junior/agent CID"). */
export const CID_AGENT_ROLES: readonly Role[] = ['junior_agent_cid', 'agent_cid'];
/** DEA agents (01 §6 "junior/agent DEA"). */
export const DEA_AGENT_ROLES: readonly Role[] = ['junior_agent_dea', 'agent_dea'];
/** Agents of CID and DEA (01 §6 header flag "agents"). */
export const AGENT_ROLES: readonly Role[] = [...CID_AGENT_ROLES, ...DEA_AGENT_ROLES];
/** The three inspectors (02 §6, 03 §6). */
export const INSPECTOR_ROLES: readonly Role[] = [
  'hr_inspector',
  'national_security_inspector',
  'professional_standards_inspector',
];
/** Deputy director and director. */
export const TOP_ROLES: readonly Role[] = ['deputy_director', 'director'];
/** DEA roles: agents and head (03 §6 "DEA roles"). */
export const DEA_ROLES: readonly Role[] = [...DEA_AGENT_ROLES, 'head_dea'];
/** CID roles: agents and head. */
export const CID_ROLES: readonly Role[] = [...CID_AGENT_ROLES, 'head_cid'];

/** Header flag groups of 01 §6, in the spec's order. */
export const HEADER_FLAG_ROLES = {
  agents: AGENT_ROLES,
  standards: ['deputy_director', 'director', 'professional_standards_inspector'],
  counsel: ['deputy_director', 'director', 'general_counsel'],
  academy: ['head_national_academy', 'deputy_director', 'director'],
  director: ['director'],
} as const satisfies Record<string, readonly Role[]>;
