/** Calls of the state blacklist (02 §2.4, §3 Blacklist entry, §7 Blacklist). */
import { unwrap, type components } from '@fbi/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { queryRoots } from '../../shared/queryKeys.ts';

/** A blacklist entry (02 §3). */
export type BlacklistEntry = components['schemas']['BlacklistEntry'];
/** The add form's payload (02 §7 POST /api/v1/blacklist/add). */
export type BlacklistCreate = components['schemas']['BlacklistCreate'];

/** `GET /api/v1/blacklist/all` (02 §7): the whole list, newest first. */
export function blacklistQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.blacklist],
    queryFn: () => unwrap(api.GET('/api/v1/blacklist/all')),
  });
}

/** `POST /api/v1/blacklist/add` (02 §7): nick, reason and daysCount as an integer. */
export function addBlacklistEntry(body: BlacklistCreate) {
  return unwrap(api.POST('/api/v1/blacklist/add', { body }));
}

/** `DELETE /api/v1/blacklist/{id}/delete` (02 §7). */
export function deleteBlacklistEntry(id: number) {
  return unwrap(api.DELETE('/api/v1/blacklist/{id}/delete', { params: { path: { id } } }));
}
