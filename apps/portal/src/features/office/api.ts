/** Calls of the office passes (02 §2.6, §3 Office request, §7 Office). */
import type { components } from '@fbi/api';
import { queryRoots } from '../../shared/queryKeys.ts';
import { apiPost, recordPut, recordDelete, getQuery } from '../../shared/call.ts';

/** An office access request (02 §3). */
export type OfficeRequest = components['schemas']['OfficeRequest'];
/**
 * A row of the list as a caller without the office roles (02 §6) gets it: the table's columns and
 * the id (the domain's PUBLIC_LIST_FIELDS.office).
 */
export type OfficeRequestPublic = components['schemas']['OfficeRequestPublic'];

/** Whether a list row is the whole request (the office roles' answer) rather than its public part. */
export function isWholeOfficeRequest(
  row: OfficeRequest | OfficeRequestPublic,
): row is OfficeRequest {
  return 'passport' in row;
}
/** The request form's payload (02 §7 POST /api/v1/office/add). */
export type OfficeCreate = components['schemas']['OfficeCreate'];

/** `GET /api/v1/office/all` (02 §7): the whole list, newest first. */
export function officeQueryOptions() {
  return getQuery([...queryRoots.office], '/api/v1/office/all');
}

/** `POST /api/v1/office/add` (02 §7). */
export function addOfficeRequest(body: OfficeCreate) {
  return apiPost('/api/v1/office/add', { body });
}

/** `PUT /api/v1/office/{id}/approve?level=` (02 §7): issues access at a level. */
export function issueOfficeLevel(input: { id: number; level: string }) {
  return recordPut('/api/v1/office/{id}/approve', input.id, { query: { level: input.level } });
}

/** `PUT /api/v1/office/{id}/update?level=` (02 §7): changes an approved request's level. */
export function changeOfficeLevel(input: { id: number; level: string }) {
  return recordPut('/api/v1/office/{id}/update', input.id, { query: { level: input.level } });
}

/** `PUT /api/v1/office/{id}/decline?comment=` (02 §7). */
export function declineOfficeRequest(input: { id: number; comment: string }) {
  return recordPut('/api/v1/office/{id}/decline', input.id, { query: { comment: input.comment } });
}

/**
 * `PUT /api/v1/office/{id}/level/delete` (02 §7 "a further call to delete a level"; its path is
 * ours): withdraws an approved request's level, the request goes back on check.
 */
export function withdrawOfficeLevel(id: number) {
  return recordPut('/api/v1/office/{id}/level/delete', id);
}

/** `DELETE /api/v1/office/{id}/delete` (02 §7): deletes an approved request. */
export function deleteOfficeRequest(id: number) {
  return recordDelete('/api/v1/office/{id}/delete', id);
}
