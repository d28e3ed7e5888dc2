/**
 * The calls of the nick search (issue 12): only the list calls of 01 §7, 02 §7 and 03 §7, one per
 * readable registry. Lists with a server `nick` filter are asked with it (the first 100 records);
 * the others are read whole and matched here, as their screens do.
 */
import { canAccessHrProfile, type PersonRegistry, type Role } from '@fbi/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../shared/queryKeys.ts';
import { rolesParam, ROLES_QUERY_STYLE } from '../../shared/rolesQuery.ts';
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
 * A list without a server nick filter, read once for every nick typed within
 * {@link LIST_STALE_MS} (the search then matches it here).
 */
function wholeList<T>(
  client: QueryClient,
  registry: PersonRegistry,
  roles: readonly Role[],
  load: () => Promise<T>,
): Promise<T> {
  return client.fetchQuery({
    queryKey: [...ROOTS[registry], 'person', 'all', { roles }],
    queryFn: load,
    staleTime: LIST_STALE_MS,
  });
}

const filtered = { page: 0, size: MAX_PAGE } as const;

const fetchers: Record<PersonRegistry, Fetcher> = {
  mostWanted: async (nick, roles, client) =>
    (
      await wholeList(client, 'mostWanted', roles, () =>
        apiGet('/api/v1/most-wanted/all', {
          query: { roles: rolesParam(roles) },
          ...ROLES_QUERY_STYLE,
        }),
      )
    )
      .filter((r) => nickMatches(r.nick, nick))
      .map(toHit.mostWanted),
  intelligence: async (nick, roles, client) =>
    (
      await wholeList(client, 'intelligence', roles, () =>
        apiGet('/api/v1/intelligence/all', {
          query: { roles: rolesParam(roles) },
          ...ROLES_QUERY_STYLE,
        }),
      )
    )
      .filter((r) => nickMatches(r.nick, nick))
      .map(toHit.intelligence),
  team: async (nick, roles, client) => {
    const members = (await wholeList(client, 'team', roles, () => apiGet('/api/v1/team/all'))).team
      .filter((m) => nickMatches(m.nick, nick))
      .slice(0, MAX_MEMBERS);
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
    (await wholeList(client, 'homeChecks', roles, () => apiGet('/api/v1/dea-home-check/all')))
      .filter((r) => nickMatches(r.nick, nick))
      .map(toHit.homeCheck),
  punishments: async (nick) =>
    (await apiGet('/api/v1/punishment/all', { query: { nick, ...filtered } })).items.map(
      toHit.punishment,
    ),
  acts: async (nick) =>
    (await apiGet('/api/v1/act/all', { query: { nick, ...filtered } })).items.map(toHit.act),
  blacklist: async (nick, roles, client) => {
    const now = new Date();
    return (await wholeList(client, 'blacklist', roles, () => apiGet('/api/v1/blacklist/all')))
      .filter((r) => nickMatches(r.nick, nick))
      .map((r) => toHit.blacklist(r, now));
  },
};

/** Each registry's query root, so an edit in a registry refreshes its search results too. */
const ROOTS = {
  mostWanted: queryRoots.mostWanted,
  intelligence: queryRoots.intelligence,
  team: queryRoots.team,
  suspects: queryRoots.suspects,
  laboratory: queryRoots.laboratory,
  homeChecks: queryRoots.deaHomeChecks,
  punishments: queryRoots.punishments,
  acts: queryRoots.acts,
  blacklist: queryRoots.blacklist,
} as const satisfies Record<PersonRegistry, readonly [string]>;

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
    queryKey: [...ROOTS[registry], 'person', { nick: nick.toLocaleLowerCase('ru'), roles }],
    queryFn: ({ client }) => fetchers[registry](nick, roles, client),
    staleTime: 30_000,
  });
}
