/** Calls of the acts of offences and tribunal acts (02 §2.1–§2.3, §3 Act, §7 Acts). */
import type { components } from '@fbi/api';
import { FACTIONS } from '@fbi/domain';
import { apiPost, getQuery, recordDelete, recordPut } from '../../shared/call.ts';
import { oneOf, pageRequest } from '../../shared/list/listQuery.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import type { PageParams } from '../../shared/registry/registry.ts';

/** An act of offence (02 §3 Act). */
export type Act = components['schemas']['Act'];
/** The offence act form's payload (02 §7 POST /api/v1/act/add). */
export type ActCreate = components['schemas']['ActCreate'];
/** The tribunal act form's payload (02 §7 POST /api/v1/act/add/tribunal). */
export type TribunalActCreate = components['schemas']['TribunalActCreate'];
/** The execution payload (02 §7 PUT /api/v1/act/{id}/update/expanded). */
export type ActExecution = components['schemas']['ActExecution'];
/** A status a verdict goes with (02 §4: DECLINED or AWAIT_IN_GAME). */
export type VerdictStatus = components['schemas']['ActVerdict']['status'];

/** The filter keys of the list, which are also its URL query names (02 §2.1). */
export const ACT_FILTER_KEYS = ['faction', 'authorReq', 'nick', 'dateFrom', 'dateTo'] as const;
/** A filter key of the list. */
export type ActFilterKey = (typeof ACT_FILTER_KEYS)[number];

/**
 * `GET /api/v1/act/all` (02 §7): the filters that are set, `page` zero-based and `size` (10 on
 * screen), answered with `{items, totalItems}`.
 */
export function actsQueryOptions(asked: PageParams<ActFilterKey>) {
  const { params, query } = pageRequest(asked);
  return getQuery([...queryRoots.acts, params], '/api/v1/act/all', {
    query: { ...query, faction: oneOf(FACTIONS, asked.filters.faction) },
  });
}

/** `POST /api/v1/act/add` (02 §7): files an offence act; may answer an achievement. */
export function addAct(body: ActCreate) {
  return apiPost('/api/v1/act/add', { body });
}

/** `POST /api/v1/act/add/tribunal` (02 §7): files a tribunal act with its verdict. */
export function addTribunalAct(body: TribunalActCreate) {
  return apiPost('/api/v1/act/add/tribunal', { body });
}

/** `PUT /api/v1/act/{id}/update?status=UNDER_CONSIDERATION` (02 §4, §7): the status alone. */
export function considerAct(id: number) {
  return recordPut('/api/v1/act/{id}/update', id, { query: { status: 'UNDER_CONSIDERATION' } });
}

/** `PUT /api/v1/act/{id}/update/verdict` (02 §7): the verdict and its status together. */
export function updateActVerdict(input: { id: number; verdict: string; status: VerdictStatus }) {
  return recordPut('/api/v1/act/{id}/update/verdict', input.id, {
    body: { verdict: input.verdict, status: input.status },
  });
}

/** `PUT /api/v1/act/{id}/update/expanded` (02 §7): executes the act (rank count for demotion). */
export function executeAct(input: { id: number; body: ActExecution }) {
  return recordPut('/api/v1/act/{id}/update/expanded', input.id, { body: input.body });
}

/** `DELETE /api/v1/act/{id}/delete` (02 §7): deletes an EXECUTED act. */
export function deleteAct(id: number) {
  return recordDelete('/api/v1/act/{id}/delete', id);
}
