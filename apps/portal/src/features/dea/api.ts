/** Calls of the DEA screens (03 §2 /dea-home, /dea-check, /dea-report, §3, §7). */
import type { components } from '@fbi/api';
import { queryOptions } from '@tanstack/react-query';
import {
  apiGet,
  apiPost,
  orNullOn404,
  recordPut,
  recordDelete,
  getQuery,
} from '../../shared/call.ts';
import { recordReport } from '../../shared/openReport.ts';
import { queryRoots } from '../../shared/queryKeys.ts';

/** A DEA home check (03 §3). */
export type HomeCheck = components['schemas']['HomeCheck'];
/** The home check request payload (03 §7 POST /api/v1/dea-home-check/add). */
export type HomeCheckCreate = components['schemas']['HomeCheckCreate'];
/** A DEA work report (03 §3). */
export type DeaReport = components['schemas']['DeaReport'];
/** A row of the weekly DEA check schedule (03 §3). */
export type DeaCheck = components['schemas']['DeaCheck'];
/** The schedule edit payload (03 §7 PUT /api/v1/dea-check/{id}/update). */
export type DeaCheckInput = components['schemas']['DeaCheckInput'];

// ---------------- Home checks ----------------

/** `GET /api/v1/dea-home-check/all` (03 §7): the whole registry, newest first. */
export function homeChecksQueryOptions() {
  return getQuery([...queryRoots.deaHomeChecks], '/api/v1/dea-home-check/all');
}

/** `POST /api/v1/dea-home-check/add` (03 §7). */
export function addHomeCheck(body: HomeCheckCreate) {
  return apiPost('/api/v1/dea-home-check/add', { body });
}

/** `PUT …/{id}/update-status-comment?status=CANCELED&comment=` (03 §7): cancel with a comment. */
export function cancelHomeCheck(input: { id: number; comment: string }) {
  return recordPut('/api/v1/dea-home-check/{id}/update-status-comment', input.id, {
    query: { status: 'CANCELED', comment: input.comment },
  });
}

/** `PUT …/{id}/update-status?status=CHECK_ALLOWED` (03 §7): allow the check. */
export function allowHomeCheck(id: number) {
  return recordPut('/api/v1/dea-home-check/{id}/update-status', id, {
    query: { status: 'CHECK_ALLOWED' },
  });
}

/** `PUT …/{id}/execute {proves}` (03 §7): conduct the check with proof links. */
export function conductHomeCheck(input: { id: number; proves: string[] }) {
  return recordPut('/api/v1/dea-home-check/{id}/execute', input.id, {
    body: { proves: input.proves },
  });
}

/** `DELETE …/{id}/delete` (03 §7). */
export function deleteHomeCheck(id: number) {
  return recordDelete('/api/v1/dea-home-check/{id}/delete', id);
}

// ---------------- Schedule ----------------

/** `GET /api/v1/dea-check/all` (03 §7): the weekly schedule. */
export function deaChecksQueryOptions() {
  return getQuery([...queryRoots.deaSchedule], '/api/v1/dea-check/all');
}

/** `GET /api/v1/team/dea/all` (03 §7): the DEA team's nicks; a failure shows no toast (03 §8). */
export function deaTeamQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.deaSchedule, 'team'],
    queryFn: async () => (await apiGet('/api/v1/team/dea/all')).map((m) => m.nick),
    meta: { silent: true },
  });
}

/** `PUT /api/v1/dea-check/{id}/update {faction, time, agents}` (03 §7). */
export function updateDeaCheck(input: { id: number; body: DeaCheckInput }) {
  return recordPut('/api/v1/dea-check/{id}/update', input.id, { body: input.body });
}

// ---------------- Work reports ----------------

/** `GET /api/v1/dea-reports/all` (03 §7): the whole list, newest first. */
export function deaReportsQueryOptions() {
  return getQuery([...queryRoots.deaReports], '/api/v1/dea-reports/all');
}

/** `POST /api/v1/dea-reports/add {proves: [{title, link}]}` (03 §7). */
export function addDeaReport(proves: { title: string; link: string }[]) {
  return apiPost('/api/v1/dea-reports/add', { body: { proves } });
}

/**
 * Opens a work report's HTML in a new tab with no auth header (03 §2, §7); opening it changes
 * nothing (the head's check is {@link checkDeaReport}).
 */
export const openDeaReport = recordReport('/api/v1/dea-reports/{id}/report');

/**
 * `PUT /api/v1/dea-reports/{id}/check` (ours, openapi.yaml checkDeaReport): the head's check,
 * ON_HEAD_CHECK → CHECKED 'Просмотрено' (03 §4); sent with the token, so the server knows who.
 * Resolves to the checked report, or to null where the server answers 404: a server of the spec
 * alone has no such call and marks the report itself when its page is opened, so the head is
 * shown no error for a check that is not ours to send there.
 */
export function checkDeaReport(id: number) {
  return orNullOn404(recordPut('/api/v1/dea-reports/{id}/check', id));
}
