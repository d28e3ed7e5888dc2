/** Calls of the state blacklist (02 §2.4, §3 Blacklist entry, §7 Blacklist). */
import type { components } from '@fbi/api';
import { queryRoots } from '../../shared/queryKeys.ts';
import { apiPost, recordDelete, getQuery } from '../../shared/call.ts';

/** A blacklist entry (02 §3). */
export type BlacklistEntry = components['schemas']['BlacklistEntry'];
/** The add form's payload (02 §7 POST /api/v1/blacklist/add). */
export type BlacklistCreate = components['schemas']['BlacklistCreate'];

/** `GET /api/v1/blacklist/all` (02 §7): the whole list, newest first. */
export function blacklistQueryOptions() {
  return getQuery([...queryRoots.blacklist], '/api/v1/blacklist/all');
}

/** `POST /api/v1/blacklist/add` (02 §7): nick, reason and daysCount as an integer. */
export function addBlacklistEntry(body: BlacklistCreate) {
  return apiPost('/api/v1/blacklist/add', { body });
}

/** `DELETE /api/v1/blacklist/{id}/delete` (02 §7). */
export function deleteBlacklistEntry(id: number) {
  return recordDelete('/api/v1/blacklist/{id}/delete', id);
}
