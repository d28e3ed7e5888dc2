/**
 * The caller's lists as the away panel and the notifications read them (issue 26): asked through
 * the shared list query (api.ts), or as the query cache holds them from the last answer.
 */
import type { Role, WaitingKind } from '@fbi/domain';
import type { QueryClient } from '@tanstack/react-query';
import { waitingListQueryOptions, type Listed } from '../api.ts';

/** The rows of the lists that answered, by registry. */
export type Lists = Partial<Record<WaitingKind, readonly Listed[]>>;

/** The lists asked one after another (a failed one counted, the rest still asked). */
export async function askLists(
  client: QueryClient,
  kinds: readonly WaitingKind[],
  roles: readonly Role[],
) {
  const lists: Lists = {};
  let failed = 0;
  for (const kind of kinds) {
    try {
      lists[kind] = await client.fetchQuery(waitingListQueryOptions(kind, roles));
    } catch {
      failed += 1;
    }
  }
  return { lists, failed };
}

/** What the lists answered last, as the query cache holds them (a list not held: absent). */
export function cachedLists(
  client: QueryClient,
  kinds: readonly WaitingKind[],
  roles: readonly Role[],
) {
  const lists: Lists = {};
  for (const kind of kinds) {
    const rows: Listed[] | undefined = client.getQueryData(
      waitingListQueryOptions(kind, roles).queryKey,
    );
    if (rows) lists[kind] = rows;
  }
  return lists;
}
