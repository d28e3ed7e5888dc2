import type { Role } from '@fbi/domain';

/**
 * The `roles=` query of the role-filtered lists (01 §7 `GET …/all?roles=`): the session's client
 * role names in one comma-separated parameter, as the spec's client sends its role array
 * (`?roles=agent_cid,head_cid`). Spread into an openapi-fetch call:
 * `api.GET(path, { params: { query: { roles } }, ...ROLES_QUERY_STYLE })`.
 */
export const ROLES_QUERY_STYLE = {
  querySerializer: { array: { style: 'form', explode: false } },
} as const;

/** The roles to send: the session's, never empty (a session without roles sends `user`). */
export function rolesParam(roles: readonly Role[]): Role[] {
  return roles.length > 0 ? [...roles] : ['user'];
}

/**
 * The init of an `apiGet` of a role-filtered list (shared/call.ts): the `roles=` query of
 * {@link rolesParam} written as {@link ROLES_QUERY_STYLE} says, e.g.
 * `apiGet('/api/v1/most-wanted/all', rolesQuery(roles))`.
 */
export function rolesQuery(roles: readonly Role[]) {
  return { query: { roles: rolesParam(roles) }, ...ROLES_QUERY_STYLE };
}
