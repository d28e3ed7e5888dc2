/** Calls of the punishments registry (02 §2.9, §3 Punishment, §7 Punishments). */
import type { components } from '@fbi/api';
import { FACTIONS, PUNISHMENT_TYPES } from '@fbi/domain';
import type { PageParams } from '../../shared/registry/registry.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { apiPost, recordPut, recordDelete, getQuery } from '../../shared/call.ts';
import { oneOf, pageRequest } from '../../shared/list/listQuery.ts';

/** A registry entry (02 §3 Punishment). */
export type Punishment = components['schemas']['Punishment'];
/** The creation payload (02 §7 POST /api/v1/punishment/add). */
export type PunishmentCreate = components['schemas']['PunishmentCreate'];
/** A punishment type value (02 §9). */
export type PunishmentTypeValue = components['schemas']['PunishmentType'];

/** The filter keys of the registry, which are also its URL query names (02 §2.9). */
export const PUNISHMENT_FILTER_KEYS = [
  'faction',
  'authorReq',
  'nick',
  'type',
  'dateFrom',
  'dateTo',
] as const;
/** A filter key of the registry. */
export type PunishmentFilterKey = (typeof PUNISHMENT_FILTER_KEYS)[number];

/**
 * `GET /api/v1/punishment/all` (02 §7): the filters that are set, `page` zero-based and `size`
 * (10 on screen), answered with `{items, totalItems}`.
 */
export function punishmentsQueryOptions(asked: PageParams<PunishmentFilterKey>) {
  const { params, query } = pageRequest(asked);
  const { faction, type } = asked.filters;
  return getQuery([...queryRoots.punishments, params], '/api/v1/punishment/all', {
    query: { ...query, faction: oneOf(FACTIONS, faction), type: oneOf(PUNISHMENT_TYPES, type) },
  });
}

/** `POST /api/v1/punishment/add` (02 §7): enters a punishment; may answer an achievement. */
export function addPunishment(body: PunishmentCreate) {
  return apiPost('/api/v1/punishment/add', { body });
}

/**
 * `PUT /api/v1/punishment/{id}/type/update?type=&rangCount=` (02 §7): changes the type; the rank
 * count is sent only for demotion.
 */
export function updatePunishmentType(input: {
  id: number;
  type: PunishmentTypeValue;
  rangCount: number | null;
}) {
  return recordPut('/api/v1/punishment/{id}/type/update', input.id, {
    query: { type: input.type, rangCount: input.rangCount ?? undefined },
  });
}

/** `DELETE /api/v1/punishment/{id}/delete` (02 §2.9; the path is ours, see openapi.yaml). */
export function deletePunishment(id: number) {
  return recordDelete('/api/v1/punishment/{id}/delete', id);
}
