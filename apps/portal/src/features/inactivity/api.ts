/** Calls of inactivity (02 §2.7, §3 Inactivity request, §7 Inactivity). */
import type { components } from '@fbi/api';
import { apiPost, recordPut, recordDelete, getQuery } from '../../shared/call.ts';
import { recordReport } from '../../shared/openReport.ts';
import { queryRoots } from '../../shared/queryKeys.ts';

/** An inactivity request (02 §3). */
export type Inactivity = components['schemas']['Inactivity'];
/** The request payload (02 §7 POST /api/v1/inactive/add). */
export type InactivityCreate = components['schemas']['InactivityCreate'];

/** `GET /api/v1/inactive/all` (02 §7): the whole list, newest first. */
export function inactivityQueryOptions() {
  return getQuery([...queryRoots.inactivity, 'all'], '/api/v1/inactive/all');
}

/** `POST /api/v1/inactive/add` (02 §7): dueDate (inclusive end date) and reason. */
export function addInactivity(body: InactivityCreate) {
  return apiPost('/api/v1/inactive/add', { body });
}

/** `PUT /api/v1/inactive/{id}/approve` (02 §7). */
export function approveInactivity(id: number) {
  return recordPut('/api/v1/inactive/{id}/approve', id);
}

/** `PUT /api/v1/inactive/{id}/decline?comment=` with the comment also in the body (02 §7). */
export function declineInactivity(input: { id: number; comment: string }) {
  return recordPut('/api/v1/inactive/{id}/decline', input.id, {
    query: { comment: input.comment },
    body: { comment: input.comment },
  });
}

/** `DELETE /api/v1/inactive/{id}/delete` (02 §7): removes an approved inactivity. */
export function deleteInactivity(id: number) {
  return recordDelete('/api/v1/inactive/{id}/delete', id);
}

/** Opens the printable order of an approved inactivity in a new tab, without auth (02 §7). */
export const openInactivityOrder = recordReport('/api/v1/inactive/{id}/report');
