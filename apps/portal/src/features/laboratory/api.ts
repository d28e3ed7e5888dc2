/** Calls of the laboratory (03 §2 /laboratory, §3 Laboratory request, §7 Laboratory). */
import type { components } from '@fbi/api';
import { apiPost, getQuery, recordPut } from '../../shared/call.ts';
import { pageRequest } from '../../shared/list/listQuery.ts';
import { recordReport } from '../../shared/openReport.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import type { PageParams } from '../../shared/registry/registry.ts';

/** A laboratory request (03 §3). */
export type LabRequest = components['schemas']['LabRequest'];
/**
 * A row of the list as a caller without 03 §6 "Laboratory detail and actions" gets it: the
 * table's columns and the id (the domain's PUBLIC_LIST_FIELDS.laboratory).
 */
export type LabRequestPublic = components['schemas']['LabRequestPublic'];

/** Whether a list row is the whole request (the lab roles' answer) rather than its public part. */
export function isWholeLabRequest(row: LabRequest | LabRequestPublic): row is LabRequest {
  return 'expertise' in row;
}
/** The creation payload (03 §7 POST /api/v1/laboratory/add). */
export type LabRequestCreate = components['schemas']['LabRequestCreate'];
/** One expertise answer sent on execution (03 §3: name, text, link, methods). */
export type LabAnswer = components['schemas']['LabAnswer'];

/**
 * The filter keys, which are also the URL and API query names (03 §7: `approver` is the
 * executor's nick, `nick` the author's).
 */
export const LAB_FILTER_KEYS = ['approver', 'nick'] as const;
/** A filter key of the laboratory list. */
export type LabFilterKey = (typeof LAB_FILTER_KEYS)[number];

/**
 * `GET /api/v1/laboratory/all` (03 §7): `approver`, `nick` when set, `page` zero-based and
 * `size` (10 on screen); answered with `{items, totalItems}`.
 */
export function labRequestsQueryOptions(asked: PageParams<LabFilterKey>) {
  const { params, query } = pageRequest(asked);
  return getQuery([...queryRoots.laboratory, params], '/api/v1/laboratory/all', { query });
}

/** `POST /api/v1/laboratory/add` (03 §7): files a request; may answer an achievement. */
export function addLabRequest(body: LabRequestCreate) {
  return apiPost('/api/v1/laboratory/add', { body });
}

/** `PUT /api/v1/laboratory/{id}/approve`, no body (03 §7): 'Взять в работу', assigns the approver. */
export function takeLabRequest(id: number) {
  return recordPut('/api/v1/laboratory/{id}/approve', id);
}

/** `PUT /api/v1/laboratory/{id}/execute-auto`, no body (03 §4): 'Одобрить' a database request. */
export function approveLabRequest(id: number) {
  return recordPut('/api/v1/laboratory/{id}/execute-auto', id);
}

/** `PUT /api/v1/laboratory/{id}/decline` with `{comment}` (03 §7). */
export function declineLabRequest(input: { id: number; comment: string }) {
  return recordPut('/api/v1/laboratory/{id}/decline', input.id, {
    body: { comment: input.comment },
  });
}

/** `PUT /api/v1/laboratory/{id}/execute` with `{answers[{name, text, link, methods}]}` (03 §7). */
export function executeLabRequest(input: { id: number; answers: LabAnswer[] }) {
  return recordPut('/api/v1/laboratory/{id}/execute', input.id, {
    body: { answers: input.answers },
  });
}

/** Opens the report of a DONE request in a new tab, without auth headers (03 §2, §7). */
export const openLabReport = recordReport('/api/v1/laboratory/{id}/report');
