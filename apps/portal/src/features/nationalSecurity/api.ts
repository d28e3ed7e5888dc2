/** Calls of the national security reports (02 §2.8, §3, §7 National security). */
import type { components } from '@fbi/api';
import { FACTIONS, type Role } from '@fbi/domain';
import type { ListFilters } from '../../shared/list/useListParams.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { rolesParam, ROLES_QUERY_STYLE } from '../../shared/rolesQuery.ts';
import { apiPost, apiPut, getQuery, recordPut } from '../../shared/call.ts';
import { oneOf, setFilters } from '../../shared/list/listQuery.ts';

/** A national security report (02 §3). */
export type NationalSecurityReport = components['schemas']['NationalSecurityReport'];
/**
 * A row of the list as a caller who may not open rows (02 §6) gets it: the table's columns and
 * the id, no description or comment (the domain's PUBLIC_LIST_FIELDS.nationalSecurity).
 */
export type NationalSecurityReportPublic = components['schemas']['NationalSecurityReportPublic'];

/** Whether a list row is the whole report (the row openers' answer) rather than its public part. */
export function isWholeNationalSecurityReport(
  row: NationalSecurityReport | NationalSecurityReportPublic,
): row is NationalSecurityReport {
  return 'description' in row;
}

/** A row of the list: the whole report for the row openers, its public part for the others. */
export type NationalSecurityRow = NationalSecurityReport | NationalSecurityReportPublic;

/** The create and edit payload (02 §7: faction, description, mark). */
export type NationalSecurityInput = components['schemas']['NationalSecurityInput'];

/** The filter keys, which are also the URL and request query names (02 §2.8, §7). */
export const NATIONAL_SECURITY_FILTER_KEYS = ['faction', 'nick', 'dateFrom', 'dateTo'] as const;
/** A filter key of the list. */
export type NationalSecurityFilterKey = (typeof NATIONAL_SECURITY_FILTER_KEYS)[number];

/** What the list is asked with. */
export interface NationalSecurityListParams {
  roles: readonly Role[];
  filters: ListFilters<NationalSecurityFilterKey>;
}

/**
 * `GET /api/v1/national-security/all?roles=&faction=&nick=&dateFrom=&dateTo=` (02 §7): the
 * session's roles and the filters that are set; the answer is the whole list.
 */
export function nationalSecurityQueryOptions({ roles, filters }: NationalSecurityListParams) {
  return getQuery(
    [...queryRoots.nationalSecurity, { roles, filters }],
    '/api/v1/national-security/all',
    {
      query: {
        roles: rolesParam(roles),
        ...setFilters(filters),
        faction: oneOf(FACTIONS, filters.faction),
      },
      ...ROLES_QUERY_STYLE,
    },
  );
}

/** `POST /api/v1/national-security/add` (02 §7); may answer an achievement. */
export function addNationalSecurityReport(body: NationalSecurityInput) {
  return apiPost('/api/v1/national-security/add', { body });
}

/** `PUT /api/v1/national-security/{id}/update` (02 §7): edits and resubmits for inspection. */
export function updateNationalSecurityReport(input: { id: number; body: NationalSecurityInput }) {
  return recordPut('/api/v1/national-security/{id}/update', input.id, { body: input.body });
}

/** `PUT /api/v1/national-security/{id}/approve` (02 §7), no body. */
export function approveNationalSecurityReport(id: number) {
  return recordPut('/api/v1/national-security/{id}/approve', id);
}

/** `PUT /api/v1/national-security/{id}/update/{comment}` (02 §7): sends back with a comment. */
export function sendBackNationalSecurityReport(input: { id: number; comment: string }) {
  return apiPut('/api/v1/national-security/{id}/update/{comment}', { path: input });
}
