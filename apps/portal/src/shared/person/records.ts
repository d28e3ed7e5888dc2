/**
 * The records of the registries about people that name a nick (issue 12's nick search, issue 25's
 * person page): only the list calls of 01 §7, 02 §7 and 03 §7, one per readable registry. Lists
 * with a server `nick` filter are asked with it (the first 100 records); the others are read whole
 * once (cached for a while) and matched here, as their screens do. Both the search and the person
 * page ask through {@link personRecordsQueryOptions}, so they share one cache entry per registry
 * and nick.
 */
import type { components } from '@fbi/api';
import type { PersonRegistry, Role } from '@fbi/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import pLimit, { type LimitFunction } from 'p-limit';
import { apiGet } from '../call.ts';
import { registryRoot } from '../queryKeys.ts';
import { rolesQuery } from '../rolesQuery.ts';

type Schemas = components['schemas'];

/** A team member and the warnings and reprimands the roster counts (01 §3). */
export type TeamPunishment = Schemas['TeamPunishment'];

/** One registry's records about a nick, tagged with the registry. */
export type PersonRecords =
  | { registry: 'mostWanted'; records: Schemas['MostWanted'][] }
  | { registry: 'intelligence'; records: Schemas['Dossier'][] }
  | { registry: 'team'; records: Schemas['TeamMember'][]; punishments: TeamPunishment[] }
  | { registry: 'suspects'; records: Schemas['Suspect'][] }
  | { registry: 'laboratory'; records: (Schemas['LabRequest'] | Schemas['LabRequestPublic'])[] }
  | { registry: 'homeChecks'; records: Schemas['HomeCheck'][] }
  | { registry: 'punishments'; records: Schemas['Punishment'][] }
  | { registry: 'acts'; records: Schemas['Act'][] }
  | { registry: 'blacklist'; records: Schemas['BlacklistEntry'][] };

/** The most records asked of a filtered list (the mock's and contract's page size limit). */
const MAX_PAGE = 100;
/** Team members whose punishments are asked, so a short nick does not fan out (ours). */
const MAX_MEMBERS = 5;
/** How long a whole list read for a nick is reused for the next nicks (ours). */
const LIST_STALE_MS = 30_000;
/**
 * The registries asked at once (ours): in parallel, but leaving two of a browser's six
 * connections to the server for the page's other calls while a person's nine lists load.
 */
export const PERSON_LANES = 4;

/** True when `value` contains `query`, case-insensitive (as the server's nick filters). */
export function nickMatches(value: string | null | undefined, query: string): boolean {
  return (value ?? '').toLocaleLowerCase('ru').includes(query.trim().toLocaleLowerCase('ru'));
}

/** True when `value` is the nick `nick`, case-insensitive (the person page's own records). */
export function isNick(value: string | null | undefined, nick: string): boolean {
  return (value ?? '').toLocaleLowerCase('ru') === nick.trim().toLocaleLowerCase('ru');
}

type Fetcher = (
  nick: string,
  roles: readonly Role[],
  client: QueryClient,
) => Promise<PersonRecords>;

/**
 * The records of a list without a server nick filter whose nick matches `nick`: the list is read
 * once for every nick asked within {@link LIST_STALE_MS} and matched here.
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
  mostWanted: async (nick, roles, client) => ({
    registry: 'mostWanted',
    records: await matching(client, 'mostWanted', nick, roles, () =>
      apiGet('/api/v1/most-wanted/all', rolesQuery(roles)),
    ),
  }),
  intelligence: async (nick, roles, client) => ({
    registry: 'intelligence',
    records: await matching(client, 'intelligence', nick, roles, () =>
      apiGet('/api/v1/intelligence/all', rolesQuery(roles)),
    ),
  }),
  team: async (nick, roles, client) => {
    const matched = await matching(
      client,
      'team',
      nick,
      roles,
      async () => (await apiGet('/api/v1/team/all')).team,
    );
    // The member whose nick it is first, so a short nick's cap never leaves them out.
    const members = [
      ...matched.filter((m) => isNick(m.nick, nick)),
      ...matched.filter((m) => !isNick(m.nick, nick)),
    ].slice(0, MAX_MEMBERS);
    const answers = await Promise.all(
      members.map((m) => apiGet('/api/v1/team/punishments', { query: { nick: m.nick } })),
    );
    return {
      registry: 'team',
      records: members,
      punishments: answers.flatMap((p) => [...p.warnings, ...p.reprimands]),
    };
  },
  suspects: async (nick) => ({
    registry: 'suspects',
    records: (await apiGet('/api/v1/suspect/all', { query: { nick, ...filtered } })).items,
  }),
  laboratory: async (nick) => ({
    registry: 'laboratory',
    records: (await apiGet('/api/v1/laboratory/all', { query: { nick, ...filtered } })).items,
  }),
  homeChecks: async (nick, roles, client) => ({
    registry: 'homeChecks',
    records: await matching(client, 'homeChecks', nick, roles, () =>
      apiGet('/api/v1/dea-home-check/all'),
    ),
  }),
  punishments: async (nick) => ({
    registry: 'punishments',
    records: (await apiGet('/api/v1/punishment/all', { query: { nick, ...filtered } })).items,
  }),
  acts: async (nick) => ({
    registry: 'acts',
    records: (await apiGet('/api/v1/act/all', { query: { nick, ...filtered } })).items,
  }),
  blacklist: async (nick, roles, client) => ({
    registry: 'blacklist',
    records: await matching(client, 'blacklist', nick, roles, () =>
      apiGet('/api/v1/blacklist/all'),
    ),
  }),
};

/** One limiter per query client (one per page; a test's own client gets its own). */
const lanes = new WeakMap<QueryClient, LimitFunction>();

function laneOf(client: QueryClient): LimitFunction {
  let lane = lanes.get(client);
  if (!lane) {
    lane = pLimit(PERSON_LANES);
    lanes.set(client, lane);
  }
  return lane;
}

/**
 * The records of one registry whose nick contains `nick` (case-insensitive, as the server's
 * filters), at most {@link PERSON_LANES} registries at a time. Call it only for the registries
 * `readableRegistries` gives the caller. Errors reject (the caller shows the registry as failed
 * and keeps the others).
 */
export function personRecordsQueryOptions(
  registry: PersonRegistry,
  nick: string,
  roles: readonly Role[],
) {
  return queryOptions({
    queryKey: [...registryRoot(registry), 'person', { nick: nick.toLocaleLowerCase('ru'), roles }],
    queryFn: ({ client }) => laneOf(client)(() => fetchers[registry](nick, roles, client)),
    staleTime: LIST_STALE_MS,
  });
}
