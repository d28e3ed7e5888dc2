/**
 * The list calls behind "What waits on me" (issue 12): only the list calls of 01 §7, 02 §7 and
 * 03 §7, one per waiting kind, each under its registry's query root, so a decision taken on any
 * screen (its mutation invalidates that root) refreshes the badges in place. The report lists reuse
 * the shared report queries (shared/investigativeQueries.ts), so their pages' cache is shared.
 */
import { unwrap } from '@fbi/api';
import { actionableFor, type RecordFacts, type Role, type WaitingKind } from '@fbi/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import pLimit, { type LimitFunction } from 'p-limit';
import { api } from '../../shared/api.ts';
import { apiGet } from '../../shared/call.ts';
import { raportsQueryOptions } from '../../shared/investigativeQueries.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { LIST_REFRESH_MS } from '../../shared/registry/refresh.ts';
import { rolesParam, ROLES_QUERY_STYLE } from '../../shared/rolesQuery.ts';

/** One record of a registry as the queue shows it. */
export interface WaitingRecord {
  kind: WaitingKind;
  id: number;
  status: string;
  /** The person the record is about, else its author. */
  nick: string;
  /** When it was filed (an inactivity request has no filing time: its due date). */
  date: string | null;
  facts: RecordFacts;
}

/**
 * The most records a paginated list (acts, laboratory) is asked for: the contract's page size
 * limit; an older record beyond the newest 100 is not counted (ours).
 */
const MAX_PAGE = 100;

/**
 * The lists are asked for one after another, not all at once: answered together, their parsing,
 * judging and the queue's render ran as one long task on a slow phone, right after the page's
 * own data (issue 13, Total Blocking Time: demo /laboratory 275-292 ms before, 133-259 after).
 * The badges fill in one list after another instead. One lane per query client (one per page;
 * a test's own client gets its own).
 */
const lanes = new WeakMap<QueryClient, LimitFunction>();

/** The longest one list holds the lane, ms: a list that hangs must not hold the others' badges. */
export const LANE_HOLD_MS = 5_000;

/**
 * Runs `work` (one list's call and judging) in `client`'s lane and resolves or rejects with it.
 * The next list starts when this one has settled or after LANE_HOLD_MS, whichever comes first.
 * A list whose query was cancelled while it waited (`signal`: every badge gone, as when a story
 * or test ends) rejects at its turn without asking, so a left page's lists do not run on. A call
 * already sent is not aborted: an aborted call reads as a failed request, and it is one list.
 */
function inLane<T>(client: QueryClient, signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  let lane = lanes.get(client);
  if (!lane) {
    lane = pLimit(1);
    lanes.set(client, lane);
  }
  return new Promise<T>((resolve, reject) => {
    void lane(async () => {
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const result = work();
      result.then(resolve, reject);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const held = new Promise<void>((release) => (timer = setTimeout(release, LANE_HOLD_MS)));
      await Promise.race([result.catch(() => undefined), held]);
      clearTimeout(timer);
    });
  });
}

type Fetcher = (roles: readonly Role[], client: QueryClient) => Promise<WaitingRecord[]>;

const roleQuery = (roles: readonly Role[]) => ({
  params: { query: { roles: rolesParam(roles) } },
  ...ROLES_QUERY_STYLE,
});

const fetchers: Record<WaitingKind, Fetcher> = {
  orders: async () =>
    (await apiGet('/api/v1/order/all')).map((r) => ({
      kind: 'orders',
      id: r.id,
      status: r.status,
      nick: r.author,
      date: r.createdAt,
      facts: {},
    })),
  office: async () =>
    (await apiGet('/api/v1/office/all')).map((r) => ({
      kind: 'office',
      id: r.id,
      status: r.status,
      nick: r.author,
      date: r.createdAt,
      facts: {},
    })),
  laboratory: async () =>
    (await apiGet('/api/v1/laboratory/all', { query: { page: 0, size: MAX_PAGE } })).items.map(
      (r) => ({
        kind: 'laboratory',
        id: r.id,
        status: r.status,
        nick: r.nick,
        date: r.createdAt,
        // Only the lab roles, who act on requests, get whole rows (03 §6); others have no isDb.
        facts: { isDb: 'isDb' in r ? r.isDb : null },
      }),
    ),
  mostWanted: async (roles) =>
    (await unwrap(api.GET('/api/v1/most-wanted/all', roleQuery(roles)))).map((r) => ({
      kind: 'mostWanted',
      id: r.id,
      status: r.status,
      nick: r.nick,
      date: r.createdAt,
      facts: {},
    })),
  intelligence: async (roles) =>
    (await unwrap(api.GET('/api/v1/intelligence/all', roleQuery(roles)))).map((r) => ({
      kind: 'intelligence',
      id: r.id,
      status: r.status,
      nick: r.nick,
      date: r.createdAt,
      facts: {},
    })),
  ibRaports: async (roles, client) =>
    (await client.fetchQuery(raportsQueryOptions('ib', roles))).map((r) => ({
      kind: 'ibRaports',
      id: r.id,
      status: r.status,
      nick: r.author,
      date: r.createdAt,
      facts: {},
    })),
  inactivity: async () =>
    (await apiGet('/api/v1/inactive/all')).map((r) => ({
      kind: 'inactivity',
      id: r.id,
      status: r.status,
      nick: r.nick,
      date: r.dueDate,
      facts: {},
    })),
  raports: async (roles, client) =>
    (await client.fetchQuery(raportsQueryOptions('agent', roles))).map((r) => ({
      kind: 'raports',
      id: r.id,
      status: r.status,
      nick: r.author,
      date: r.createdAt,
      facts: {},
    })),
  homeChecks: async () =>
    (await apiGet('/api/v1/dea-home-check/all')).map((r) => ({
      kind: 'homeChecks',
      id: r.id,
      status: r.status,
      nick: r.nick,
      date: r.createdAt,
      facts: {},
    })),
  acts: async () =>
    (await apiGet('/api/v1/act/all', { query: { page: 0, size: MAX_PAGE } })).items.map((r) => ({
      kind: 'acts',
      id: r.id,
      status: r.status,
      nick: r.nick,
      date: r.createdAt,
      facts: {},
    })),
  nationalSecurity: async (roles) =>
    (await unwrap(api.GET('/api/v1/national-security/all', roleQuery(roles)))).map((r) => ({
      kind: 'nationalSecurity',
      id: r.id,
      status: r.status,
      nick: r.author,
      date: r.createdAt,
      facts: {},
    })),
};

/** Each kind's registry root: the root the registry's own mutations invalidate. */
const ROOTS = {
  orders: queryRoots.orders,
  office: queryRoots.office,
  laboratory: queryRoots.laboratory,
  mostWanted: queryRoots.mostWanted,
  intelligence: queryRoots.intelligence,
  ibRaports: queryRoots.ibRaports,
  inactivity: queryRoots.inactivity,
  raports: queryRoots.raports,
  homeChecks: queryRoots.deaHomeChecks,
  acts: queryRoots.acts,
  nationalSecurity: queryRoots.nationalSecurity,
} as const satisfies Record<WaitingKind, readonly [string]>;

/**
 * The records of one registry that wait on the caller (newest first, as the lists answer): the
 * list as the caller sees it, judged by `actionableFor` for `roles` (part of the key). Errors
 * reject; the queue shows the registry as failed. Like an open list, the counts ask again every
 * LIST_REFRESH_MS while the tab is visible and as it becomes visible (issue 24).
 */
export function waitingRecordsQueryOptions(kind: WaitingKind, roles: readonly Role[]) {
  return queryOptions({
    queryKey: [...ROOTS[kind], 'waiting', { roles }],
    // Judged once per answer, not by every badge on every render (issue 13: blocking time).
    queryFn: ({ client, signal }) =>
      inLane(client, signal, async () =>
        (await fetchers[kind](roles, client)).filter((r) =>
          actionableFor(kind, r.status, roles, r.facts),
        ),
      ),
    staleTime: 60_000,
    refetchInterval: LIST_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}
