/**
 * The calls of the nick search (issue 12): only the list calls of 01 §7, 02 §7 and 03 §7, one per
 * readable registry. Lists with a server `nick` filter are asked with it (the first 100 records);
 * the others are read whole and matched here, as their screens do.
 */
import { canAccessHrProfile, type PersonRegistry, type Role } from '@fbi/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { registryRoot } from '../../shared/queryKeys.ts';
import { rolesQuery } from '../../shared/rolesQuery.ts';
import { nickMatches, toHit, type PersonHit } from './hits.ts';
import { apiGet } from '../../shared/call.ts';

/** The most records asked of a filtered list (the mock's and contract's page size limit). */
const MAX_PAGE = 100;
/** Team members whose punishments are asked, so a short nick does not fan out (ours). */
const MAX_MEMBERS = 5;

type Fetcher = (nick: string, roles: readonly Role[], client: QueryClient) => Promise<PersonHit[]>;

/** How long a whole list read for the search is reused while the nick changes (ours). */
const LIST_STALE_MS = 30_000;

/**
 * The records of a list without a server nick filter whose nick matches `nick`: the list is read
 * once for every nick typed within {@link LIST_STALE_MS} and matched here.
 */
async function matching<T extends { nick: string }>(
  client: QueryClient,
  registry: PersonRegistry,
  nick: string,
  roles: readonly Role[],
  load: () => Promise<T[]>,
): Promise<T[]> {
  const list = await client.fetchQuery({
    queryKey: [...registryRoot(registry), 'person', 'all', { roles }],
    queryFn: load,
    staleTime: LIST_STALE_MS,
  });
  return list.filter((r) => nickMatches(r.nick, nick));
}

const filtered = { page: 0, size: MAX_PAGE } as const;

const fetchers: Record<PersonRegistry, Fetcher> = {
  mostWanted: async (nick, roles, client) =>
    (
      await matching(client, 'mostWanted', nick, roles, () =>
        apiGet('/api/v1/most-wanted/all', rolesQuery(roles)),
      )
    ).map(toHit.mostWanted),
  intelligence: async (nick, roles, client) =>
    (
      await matching(client, 'intelligence', nick, roles, () =>
        apiGet('/api/v1/intelligence/all', rolesQuery(roles)),
      )
    ).map(toHit.intelligence),
  team: async (nick, roles, client) => {
    const members = (
      await matching(
        client,
        'team',
        nick,
        roles,
        async () => (await apiGet('/api/v1/team/all')).team,
      )
    ).slice(0, MAX_MEMBERS);
    // The HR profile link only where the caller's HR rights reach the member's table (01 §6).
    const hrProfile = (m: (typeof members)[number]) => canAccessHrProfile(roles, m);
    const punishments = await Promise.all(
      members.map((m) => apiGet('/api/v1/team/punishments', { query: { nick: m.nick } })),
    );
    return [
      ...members.map((m) => toHit.member(m, hrProfile(m))),
      ...punishments.flatMap((p, i) => {
        const member = members[i];
        const link = member !== undefined && hrProfile(member);
        return [...p.warnings, ...p.reprimands].map((r) => toHit.teamPunishment(r, link));
      }),
    ];
  },
  suspects: async (nick) =>
    (await apiGet('/api/v1/suspect/all', { query: { nick, ...filtered } })).items.map(
      toHit.suspect,
    ),
  laboratory: async (nick) =>
    (await apiGet('/api/v1/laboratory/all', { query: { nick, ...filtered } })).items.map(
      toHit.laboratory,
    ),
  homeChecks: async (nick, roles, client) =>
    (
      await matching(client, 'homeChecks', nick, roles, () => apiGet('/api/v1/dea-home-check/all'))
    ).map(toHit.homeCheck),
  punishments: async (nick) =>
    (await apiGet('/api/v1/punishment/all', { query: { nick, ...filtered } })).items.map(
      toHit.punishment,
    ),
  acts: async (nick) =>
    (await apiGet('/api/v1/act/all', { query: { nick, ...filtered } })).items.map(toHit.act),
  blacklist: async (nick, roles, client) => {
    const now = new Date();
    return (
      await matching(client, 'blacklist', nick, roles, () => apiGet('/api/v1/blacklist/all'))
    ).map((r) => toHit.blacklist(r, now));
  },
};

/**
 * The records of one registry about `nick` (case-insensitive, part of a nick matches). Call it
 * only for the registries `readableRegistries` gives the caller. Errors reject (the search shows
 * the registry as failed and keeps the others).
 */
export function personHitsQueryOptions(
  registry: PersonRegistry,
  nick: string,
  roles: readonly Role[],
) {
  return queryOptions({
    queryKey: [...registryRoot(registry), 'person', { nick: nick.toLocaleLowerCase('ru'), roles }],
    queryFn: ({ client }) => fetchers[registry](nick, roles, client),
    staleTime: 30_000,
  });
}
