/**
 * Role predicates that the permission table cannot express as a plain role list, used where a
 * transition's "who" is one of them (01 §6, 02 §6).
 */
import { TOP_ROLES } from '../roleGroups.ts';
import { hasAnyRole, type Role } from '../roles.ts';

/**
 * Dossier edit right (01 §6): a secret_intelligence_agent who is not a head (not head_intelligence,
 * deputy_director or director).
 */
export function canEditDossier(roles: readonly Role[]): boolean {
  return (
    roles.includes('secret_intelligence_agent') &&
    !hasAnyRole(roles, ['head_intelligence', ...TOP_ROLES])
  );
}

/**
 * A pure national security advisor (02 §6): national_security_advisor and not also
 * national_security_inspector, deputy_director or director.
 */
export function isPureNationalSecurityAdvisor(roles: readonly Role[]): boolean {
  return (
    roles.includes('national_security_advisor') &&
    !hasAnyRole(roles, ['national_security_inspector', ...TOP_ROLES])
  );
}
