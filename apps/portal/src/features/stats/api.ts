/**
 * The calls of /stats (issue 12): only the list calls of 01 §7, 02 §7 and 03 §7. Full lists are
 * read once; paged lists (02 §9, 03 §9: `size` at most 100) page by page up to {@link MAX_PAGES}.
 * Each record is reduced to what the charts count.
 */
import {
  SEARCH_TEXT,
  statusLabel,
  type PersonRegistry,
  type Role,
  type StatusMachine,
} from '@fbi/domain';
import { queryOptions } from '@tanstack/react-query';
import { queryRoots, registryRoot } from '../../shared/queryKeys.ts';
import { rolesQuery } from '../../shared/rolesQuery.ts';
import { apiGet } from '../../shared/call.ts';

/** One record as the charts count it. */
export interface StatRecord {
  createdAt: string;
  /** Its status label (the measure for punishments, in force or not for the blacklist). */
  status: string;
  /** Who filed it, when the registry says. */
  author: string | null;
  /** Who decided on it (executed an act, took a laboratory request, did a home check). */
  decider: string | null;
}

/** A team member as the team charts count them. */
export interface StatMember {
  direction: string | null;
  rank: string;
}

/** A registry /stats counts records of (the team has its own charts). */
export type StatRegistry = Exclude<PersonRegistry, 'team'>;

const PAGE_SIZE = 100;
/** Pages read of a paged list: 2,000 records are plenty for a year's charts (ours). */
const MAX_PAGES = 20;

type Page<T> = { items: T[]; totalItems: number };

/** Every page of a paged list, the first alone and the rest in parallel. */
async function allPages<T>(load: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const first = await load(0);
  const pages = Math.min(Math.ceil(first.totalItems / PAGE_SIZE), MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => load(i + 1)),
  );
  return [first, ...rest].flatMap((p) => p.items);
}

const paged = (page: number) => ({ page, size: PAGE_SIZE });

/**
 * A list's record as the charts count it: its status read by `machine`, its author where it has
 * one, and who decided on it as `decider` reads it (nobody by default).
 */
const counted =
  <R extends { createdAt: string; status: string; author?: string }>(
    machine: StatusMachine,
    decider: (r: R) => string | null = () => null,
  ) =>
  (r: R): StatRecord => ({
    createdAt: r.createdAt,
    status: statusLabel(machine, r.status),
    author: r.author ?? null,
    decider: decider(r),
  });

const loaders: Record<StatRegistry, (roles: readonly Role[]) => Promise<StatRecord[]>> = {
  mostWanted: async (roles) =>
    (await apiGet('/api/v1/most-wanted/all', rolesQuery(roles))).map(counted('mw')),
  intelligence: async (roles) =>
    (await apiGet('/api/v1/intelligence/all', rolesQuery(roles))).map(counted('ibReport')),
  suspects: async () =>
    (await allPages((page) => apiGet('/api/v1/suspect/all', { query: paged(page) }))).map(
      counted('suspect'),
    ),
  laboratory: async () =>
    (await allPages((page) => apiGet('/api/v1/laboratory/all', { query: paged(page) }))).map(
      counted('laboratory', (r) => r.approver),
    ),
  homeChecks: async () =>
    (await apiGet('/api/v1/dea-home-check/all')).map(counted('deaHomeCheck', (r) => r.executor)),
  punishments: async () =>
    (await allPages((page) => apiGet('/api/v1/punishment/all', { query: paged(page) }))).map(
      (r) => ({ createdAt: r.date, status: r.type, author: r.author, decider: null }),
    ),
  acts: async () =>
    (await allPages((page) => apiGet('/api/v1/act/all', { query: paged(page) }))).map(
      counted('act', (r) => r.executionAuthor),
    ),
  blacklist: async () => {
    const now = Date.now();
    return (await apiGet('/api/v1/blacklist/all')).map((r) => ({
      createdAt: r.createdAt,
      status:
        Date.parse(r.validUntil) > now ? SEARCH_TEXT.blacklistActive : SEARCH_TEXT.blacklistExpired,
      author: r.author,
      decider: null,
    }));
  },
};

/** Every record of one registry, reduced for the charts; ask only readable registries. */
export function statRecordsQueryOptions(registry: StatRegistry, roles: readonly Role[]) {
  return queryOptions({
    queryKey: [...registryRoot(registry), 'stats', { roles }],
    queryFn: () => loaders[registry](roles),
    staleTime: 60_000,
  });
}

/** `GET /api/v1/team/all` (01 §7) reduced to direction and rank. */
export function statTeamQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.team, 'stats'],
    queryFn: async (): Promise<StatMember[]> =>
      (await apiGet('/api/v1/team/all')).team.map((m) => ({
        direction: m.direction,
        rank: m.rang,
      })),
    staleTime: 60_000,
  });
}
