/**
 * The list calls behind "What waits on me" (issue 12): only the list calls of 01 §7, 02 §7 and
 * 03 §7, one per waiting kind, each under its registry's query root, so a decision taken on any
 * screen (its mutation invalidates that root) refreshes the badges in place. The report lists reuse
 * the shared report queries (shared/investigativeQueries.ts), so their pages' cache is shared.
 */
import { actionableFor, type RecordFacts, type Role, type WaitingKind } from '@fbi/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import pLimit, { type LimitFunction } from 'p-limit';
import { apiGet } from '../../shared/call.ts';
import { raportsQueryOptions } from '../../shared/investigativeQueries.ts';
import { registryRoot } from '../../shared/queryKeys.ts';
import { LIST_REFRESH_MS } from '../../shared/registry/refresh.ts';
import { rolesQuery } from '../../shared/rolesQuery.ts';

/** One record of a registry as the queue shows it. */
export interface WaitingRecord {
  kind: WaitingKind;
  id: number;
  status: string;
  /** The person the record is about, else its author. */
  nick: string;
  /** When it was filed (an inactivity request has no filing time: its due date). */
  date: string | null;
  /**
   * Since when it waits: its filing time (the lists answer no time of a status change); null
   * where the list answers none (an inactivity request).
   */
  since: string | null;
  facts: RecordFacts;
  /** Who filed it (a lab or inactivity request's person is its author), issue 26. */
  author: string | null;
  /** Its decision comment (a return's, a decline's, an act's verdict) where the list has one. */
  comment: string | null;
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

/** A record as a list gives it, before the queue names its kind (the away panel reads it too). */
export type Listed = Omit<WaitingRecord, 'kind'>;

type Fetcher = (roles: readonly Role[], client: QueryClient) => Promise<Listed[]>;

/**
 * A list's record as the queue shows it: its person read by `who` (the subject, else the author),
 * the facts its judging needs by `facts` (none by default), its comment by `comment` (the row's
 * `comment` by default); its author is the row's `author`, else its person (a lab request's).
 */
const listed =
  <
    R extends {
      id: number;
      status: string;
      createdAt: string;
      author?: string | null;
      comment?: string | null;
    },
  >(
    who: (r: R) => string,
    facts: (r: R) => RecordFacts = () => ({}),
    comment: (r: R) => string | null = (r) => r.comment ?? null,
  ) =>
  (r: R): Listed => ({
    id: r.id,
    status: r.status,
    nick: who(r),
    date: r.createdAt,
    since: r.createdAt,
    facts: facts(r),
    author: r.author ?? who(r),
    comment: comment(r),
  });

const firstPage = { query: { page: 0, size: MAX_PAGE } };

const fetchers: Record<WaitingKind, Fetcher> = {
  orders: async () => (await apiGet('/api/v1/order/all')).map(listed((r) => r.author)),
  office: async () => (await apiGet('/api/v1/office/all')).map(listed((r) => r.author)),
  laboratory: async () =>
    (await apiGet('/api/v1/laboratory/all', firstPage)).items.map(
      listed(
        (r) => r.nick,
        // Only the lab roles, who act on requests, get whole rows (03 §6); others have no isDb.
        (r) => ({ isDb: 'isDb' in r ? r.isDb : null }),
      ),
    ),
  mostWanted: async (roles) =>
    (await apiGet('/api/v1/most-wanted/all', rolesQuery(roles))).map(listed((r) => r.nick)),
  intelligence: async (roles) =>
    (await apiGet('/api/v1/intelligence/all', rolesQuery(roles))).map(listed((r) => r.nick)),
  ibRaports: async (roles, client) =>
    (await client.fetchQuery(raportsQueryOptions('ib', roles))).map(listed((r) => r.author)),
  inactivity: async () =>
    (await apiGet('/api/v1/inactive/all')).map((r) => ({
      id: r.id,
      status: r.status,
      nick: r.nick,
      date: r.dueDate,
      since: null,
      facts: {},
      author: r.nick,
      comment: r.comment ?? null,
    })),
  raports: async (roles, client) =>
    (await client.fetchQuery(raportsQueryOptions('agent', roles))).map(listed((r) => r.author)),
  homeChecks: async () => (await apiGet('/api/v1/dea-home-check/all')).map(listed((r) => r.nick)),
  acts: async () =>
    (await apiGet('/api/v1/act/all', firstPage)).items.map(
      listed(
        (r) => r.nick,
        undefined,
        (r) => r.verdict ?? null,
      ),
    ),
  nationalSecurity: async (roles) =>
    (await apiGet('/api/v1/national-security/all', rolesQuery(roles))).map(listed((r) => r.author)),
};

/**
 * One registry's list as the caller reads it, every row with its author and comment, unjudged
 * (issue 26): the queue judges it (below), the away panel and the notifications compare it.
 * Asked afresh by each reader (staleTime 0; concurrent readers share one call); silent, since
 * each reader says itself that a list failed.
 */
export function waitingListQueryOptions(kind: WaitingKind, roles: readonly Role[]) {
  return queryOptions({
    queryKey: [...registryRoot(kind), 'waiting', 'list', { roles }],
    queryFn: ({ client }): Promise<Listed[]> => fetchers[kind](roles, client),
    staleTime: 0,
    meta: { silent: true },
  });
}

/**
 * The records of one registry that wait on the caller (newest first, as the lists answer): the
 * list as the caller sees it, judged by `actionableFor` for `roles` (part of the key). Errors
 * reject; the queue shows the registry as failed. Like an open list, the counts ask again every
 * LIST_REFRESH_MS while the tab is visible and as it becomes visible (issue 24).
 */
export function waitingRecordsQueryOptions(kind: WaitingKind, roles: readonly Role[]) {
  return queryOptions({
    queryKey: [...registryRoot(kind), 'waiting', { roles }],
    // Judged once per answer, not by every badge on every render (issue 13: blocking time).
    queryFn: ({ client, signal }) =>
      inLane(client, signal, async () =>
        (await client.fetchQuery(waitingListQueryOptions(kind, roles))).flatMap((r) =>
          actionableFor(kind, r.status, roles, r.facts) ? [{ kind, ...r }] : [],
        ),
      ),
    staleTime: 60_000,
    refetchInterval: LIST_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}
