/** Calls of the IB dossiers (01 §2 Intelligence, §3 Intelligence dossier, §4, §7). */
import type { components } from '@fbi/api';
import type { Role } from '@fbi/domain';
import { apiPut, apiPost, recordPut, getQuery } from '../../shared/call.ts';
import { uploadPersonPhoto } from '../../shared/multipart.ts';
import { recordReport } from '../../shared/openReport.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { rolesQuery } from '../../shared/rolesQuery.ts';

/** An IB dossier (01 §3). */
export type Dossier = components['schemas']['Dossier'];
/** The dossier form as sent, both steps (01 §7 `POST …/add`, `PUT …/{id}/update`). */
export type DossierInput = components['schemas']['DossierInput'];

/**
 * `GET /api/v1/intelligence/all?roles=` (01 §7): the dossiers the caller sees, newest first,
 * with the session's roles in `roles=`.
 */
export function dossiersQueryOptions(roles: readonly Role[]) {
  return getQuery(
    [...queryRoots.intelligence, { roles }],
    '/api/v1/intelligence/all',
    rolesQuery(roles),
  );
}

/** `POST /api/v1/intelligence/add` (01 §7): files a dossier; may answer an achievement. */
export function addDossier(body: DossierInput) {
  return apiPost('/api/v1/intelligence/add', { body });
}

/** `PUT /api/v1/intelligence/{id}/update` (01 §7): edits and resubmits a dossier. */
export function updateDossier(input: { id: number; body: DossierInput }) {
  return recordPut('/api/v1/intelligence/{id}/update', input.id, { body: input.body });
}

/** `POST /api/v1/intelligence/{nick}/photo` (01 §7): uploads the subject's photo. */
export const uploadDossierPhoto = (input: { nick: string; file: File }) =>
  uploadPersonPhoto('/api/v1/intelligence/{nick}/photo', input);

/** `PUT /api/v1/intelligence/{id}/update/{comment}` (01 §7): sends a dossier back. */
export function sendDossierBack(input: { id: number; comment: string }) {
  return apiPut('/api/v1/intelligence/{id}/update/{comment}', { path: input });
}

/** `PUT /api/v1/intelligence/{id}/approve` (01 §7). */
export function approveDossier(id: number) {
  return recordPut('/api/v1/intelligence/{id}/approve', id);
}

/** `PUT /api/v1/intelligence/{id}/dir-comment/{comment}` (01 §7): the director's comment. */
export function commentDossierAsDirector(input: { id: number; comment: string }) {
  return apiPut('/api/v1/intelligence/{id}/dir-comment/{comment}', { path: input });
}

/** The HTML report (01 §7 `GET /api/v1/intelligence/{id}/report`) in a new tab. */
export const openDossierReport = recordReport('/api/v1/intelligence/{id}/report');
