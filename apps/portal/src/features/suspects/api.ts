/** Calls of the suspects database, its public view and the most-wanted page (03 §2, §3, §7). */
import { unwrap, type components } from '@fbi/api';
import { api } from '../../shared/api.ts';
import { apiPost, getQuery } from '../../shared/call.ts';
import { pageRequest } from '../../shared/list/listQuery.ts';
import { recordReport } from '../../shared/openReport.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import type { PageParams } from '../../shared/registry/registry.ts';

/** A suspect record of the staff list (03 §3). */
export type Suspect = components['schemas']['Suspect'];
/** A suspect record of the public list: no proof links, no laboratory id. */
export type SuspectPublic = components['schemas']['SuspectPublic'];
/** An entry of the public most-wanted page (03 §3). */
export type MostWantedPublic = components['schemas']['MostWantedPublic'];

/**
 * The filter keys, which are also the URL and API query names (03 §7: `author` the initiator,
 * `nick` the offender). The spec's client sends the initiator under a wrong name; this one sends
 * it as the contract's `author`.
 */
export const SUSPECT_FILTER_KEYS = ['author', 'nick'] as const;
/** A filter key of the suspects lists. */
export type SuspectFilterKey = (typeof SUSPECT_FILTER_KEYS)[number];

/**
 * `GET /api/v1/suspect/all` (03 §7, staff): filters, `page` zero-based, `size` (10 on screen),
 * answered with `{items, totalItems}`.
 */
export function suspectsQueryOptions(asked: PageParams<SuspectFilterKey>) {
  const { params, query } = pageRequest(asked);
  return getQuery([...queryRoots.suspects, 'staff', params], '/api/v1/suspect/all', { query });
}

/** `GET /api/v1/suspect/all/public` (03 §7, anyone): the same parameters, public fields only. */
export function publicSuspectsQueryOptions(asked: PageParams<SuspectFilterKey>) {
  const { params, query } = pageRequest(asked);
  return getQuery([...queryRoots.suspects, 'public', params], '/api/v1/suspect/all/public', {
    query,
  });
}

/** `POST /api/v1/suspect/add` with `{nick, prove, arrest}` (03 §7): the first arrest. */
export function addSuspect(body: components['schemas']['SuspectCreate']) {
  return apiPost('/api/v1/suspect/add', { body });
}

/** Which later arrest is recorded (03 §4). */
export type LaterArrest = 'second' | 'third';

/** `PUT /api/v1/suspect/{id}/second-arrest` or `/third-arrest` with `{arrest}` (03 §7). */
export function recordArrest(input: { id: number; which: LaterArrest; arrest: string }) {
  const params = { path: { id: input.id } };
  const body = { arrest: input.arrest };
  return unwrap(
    input.which === 'second'
      ? api.PUT('/api/v1/suspect/{id}/second-arrest', { params, body })
      : api.PUT('/api/v1/suspect/{id}/third-arrest', { params, body }),
  );
}

/**
 * Opens the laboratory report of a suspect's request, given the request's id, in a new tab, no
 * auth headers (03 §2 /db).
 */
export const openSuspectLabReport = recordReport('/api/v1/laboratory/{id}/report');

/** `GET /api/v1/most-wanted/all/public` (03 §7): active and caught entries. */
export function mostWantedPublicQueryOptions() {
  return getQuery([...queryRoots.mostWanted, 'public'], '/api/v1/most-wanted/all/public');
}

/** Opens the small report of a most-wanted entry in a new tab, no auth headers (03 §2 /suspects). */
export const openSmallReport = recordReport('/api/v1/most-wanted/{id}/report/small');
