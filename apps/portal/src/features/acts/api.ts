/** Calls of the acts of offences and tribunal acts (02 §2.1–§2.3, §3 Act, §7 Acts). */
import { unwrap, type components } from '@fbi/api';
import { FACTIONS, isOneOf, PAGE_SIZE } from '@fbi/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
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
export function actsQueryOptions({ filters, page, size = PAGE_SIZE }: PageParams<ActFilterKey>) {
  return queryOptions({
    queryKey: [...queryRoots.acts, { filters, page, size }],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/act/all', {
          params: {
            query: {
              faction: isOneOf(FACTIONS, filters.faction) ? filters.faction : undefined,
              authorReq: filters.authorReq || undefined,
              nick: filters.nick || undefined,
              dateFrom: filters.dateFrom || undefined,
              dateTo: filters.dateTo || undefined,
              page,
              size,
            },
          },
        }),
      ),
  });
}

/** `POST /api/v1/act/add` (02 §7): files an offence act; may answer an achievement. */
export function addAct(body: ActCreate) {
  return unwrap(api.POST('/api/v1/act/add', { body }));
}

/** `POST /api/v1/act/add/tribunal` (02 §7): files a tribunal act with its verdict. */
export function addTribunalAct(body: TribunalActCreate) {
  return unwrap(api.POST('/api/v1/act/add/tribunal', { body }));
}

/** `PUT /api/v1/act/{id}/update?status=UNDER_CONSIDERATION` (02 §4, §7): the status alone. */
export function considerAct(id: number) {
  return unwrap(
    api.PUT('/api/v1/act/{id}/update', {
      params: { path: { id }, query: { status: 'UNDER_CONSIDERATION' } },
    }),
  );
}

/** `PUT /api/v1/act/{id}/update/verdict` (02 §7): the verdict and its status together. */
export function updateActVerdict(input: { id: number; verdict: string; status: VerdictStatus }) {
  return unwrap(
    api.PUT('/api/v1/act/{id}/update/verdict', {
      params: { path: { id: input.id } },
      body: { verdict: input.verdict, status: input.status },
    }),
  );
}

/** `PUT /api/v1/act/{id}/update/expanded` (02 §7): executes the act (rank count for demotion). */
export function executeAct(input: { id: number; body: ActExecution }) {
  return unwrap(
    api.PUT('/api/v1/act/{id}/update/expanded', {
      params: { path: { id: input.id } },
      body: input.body,
    }),
  );
}

/** `DELETE /api/v1/act/{id}/delete` (02 §7): deletes an EXECUTED act. */
export function deleteAct(id: number) {
  return unwrap(api.DELETE('/api/v1/act/{id}/delete', { params: { path: { id } } }));
}
