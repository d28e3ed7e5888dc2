/** Calls of the MW reports (01 §2 Most-wanted reports, §3 MW report, §4, §7). */
import type { components } from '@fbi/api';
import type { Role } from '@fbi/domain';
import { apiPut, apiPost, recordPut, getQuery } from '../../shared/call.ts';
import { uploadPersonPhoto } from '../../shared/multipart.ts';
import { recordReport } from '../../shared/openReport.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { rolesQuery } from '../../shared/rolesQuery.ts';

/** An MW report (01 §3). */
export type MostWanted = components['schemas']['MostWanted'];
/** The MW form as sent, both steps (01 §7 `POST …/add`, `PUT …/{id}/update`). */
export type MostWantedInput = components['schemas']['MostWantedInput'];
/** Arrest data (01 §3, §7 `PUT …/{id}/arrest`). */
export type MostWantedArrest = components['schemas']['MostWantedArrest'];

/**
 * `GET /api/v1/most-wanted/all?roles=` (01 §7): the reports the caller sees, newest first, with
 * the session's roles in `roles=`. The key carries the roles, so another session's list is
 * never shown from the cache.
 */
export function mostWantedQueryOptions(roles: readonly Role[]) {
  return getQuery(
    [...queryRoots.mostWanted, { roles }],
    '/api/v1/most-wanted/all',
    rolesQuery(roles),
  );
}

/** `POST /api/v1/most-wanted/add` (01 §7): files a report; may answer an achievement. */
export function addMostWanted(body: MostWantedInput) {
  return apiPost('/api/v1/most-wanted/add', { body });
}

/** `PUT /api/v1/most-wanted/{id}/update` (01 §7): edits and resubmits a report. */
export function updateMostWanted(input: { id: number; body: MostWantedInput }) {
  return recordPut('/api/v1/most-wanted/{id}/update', input.id, { body: input.body });
}

/** `POST /api/v1/most-wanted/{nick}/photo` (01 §7): uploads the subject's photo. */
export const uploadMostWantedPhoto = (input: { nick: string; file: File }) =>
  uploadPersonPhoto('/api/v1/most-wanted/{nick}/photo', input);

/** `PUT /api/v1/most-wanted/{id}/update/{comment}` (01 §7): sends a report to rework. */
export function reworkMostWanted(input: { id: number; comment: string }) {
  return apiPut('/api/v1/most-wanted/{id}/update/{comment}', { path: input });
}

/** `PUT /api/v1/most-wanted/{id}/approve` (01 §7). */
export function approveMostWanted(id: number) {
  return recordPut('/api/v1/most-wanted/{id}/approve', id);
}

/** `PUT /api/v1/most-wanted/{id}/order` (01 §7): issues the arrest warrant. */
export function orderMostWanted(id: number) {
  return recordPut('/api/v1/most-wanted/{id}/order', id);
}

/** `PUT /api/v1/most-wanted/{id}/arrest` (01 §7): records the arrest. */
export function arrestMostWanted(input: { id: number; body: MostWantedArrest }) {
  return recordPut('/api/v1/most-wanted/{id}/arrest', input.id, { body: input.body });
}

/** 'View report' (01 §2): `GET /api/v1/most-wanted/{id}/report` in a new tab. */
export const openMostWantedReport = recordReport('/api/v1/most-wanted/{id}/report');
