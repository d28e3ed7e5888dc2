/**
 * The away comparison (issue 26), pure: what the lists answer now against what this browser saw
 * last (a snapshot per user), so it works against a server without the history extension.
 * Decisions on the caller's own records (a status a deciding action leads to, from the one last
 * seen) and new records in the registries the caller reviews; a list seen for the first time
 * only sets the baseline.
 */
import {
  actionableFor,
  initialStatus,
  isDecision,
  WAITING_KINDS,
  type RecordFacts,
  type Role,
  type WaitingKind,
} from '@fbi/domain';

/** One row of a list as the comparison reads it. */
export interface SeenRow {
  id: number;
  status: string;
  /** Who filed it (null where the list does not say). */
  author: string | null;
  /** The person it is about, else its author. */
  nick: string;
  /** Its decision comment (a return's, a decline's, a verdict), if the list carries one. */
  comment: string | null;
}

/** What one list looked like: its newest id and the statuses of the caller's own records. */
export interface SeenList {
  maxId: number;
  /** id → status of the caller's records, newest {@link MAX_MINE} only. */
  mine: Record<string, string>;
}

/** What this browser last saw for one user. */
export interface Snapshot {
  /** When it was taken (ISO). */
  at: string;
  lists: Partial<Record<WaitingKind, SeenList>>;
}

/** One line of the panel: a record of a registry, its status and comment. */
export interface AwayLine {
  kind: WaitingKind;
  id: number;
  status: string;
  nick: string;
  comment: string | null;
}

/** What happened since the snapshot. */
export interface AwayNews {
  /** Decisions on the caller's records, newest record first. */
  decisions: AwayLine[];
  /** New records in the registries the caller reviews, newest first. */
  fresh: AwayLine[];
}

/** The most own records kept per list: the snapshot stays small whatever the lists hold. */
export const MAX_MINE = 100;

const lineOf = (kind: WaitingKind, r: SeenRow): AwayLine => ({
  kind,
  id: r.id,
  status: r.status,
  nick: r.nick,
  comment: r.comment,
});

const newestFirst = (a: AwayLine, b: AwayLine) => b.id - a.id;

/**
 * What changed between `previous` and the `lists` answered now, for the caller `me` who reviews
 * `reviewed`. A list that did not answer (absent from `lists`) contributes nothing.
 */
export function compareAway(
  previous: Snapshot | null,
  lists: Partial<Record<WaitingKind, readonly SeenRow[]>>,
  me: string,
  reviewed: readonly WaitingKind[],
): AwayNews {
  const news: AwayNews = { decisions: [], fresh: [] };
  for (const [kind, rows] of Object.entries(lists) as [WaitingKind, readonly SeenRow[]][]) {
    const seen = previous?.lists[kind];
    if (!seen) continue;
    const filed = initialStatus(WAITING_KINDS[kind].machine);
    for (const row of rows) {
      const isNew = row.id > seen.maxId;
      if (row.author === me) {
        const was = seen.mine[row.id] ?? (isNew ? filed : undefined);
        if (was !== undefined && was !== row.status && isDecision(kind, was, row.status))
          news.decisions.push(lineOf(kind, row));
      } else if (isNew && reviewed.includes(kind)) news.fresh.push(lineOf(kind, row));
    }
  }
  news.decisions.sort(newestFirst);
  news.fresh.sort(newestFirst);
  return news;
}

/**
 * The snapshot of the `lists` answered now, taken `at`; a list that did not answer keeps what
 * `previous` saw of it, so one failed call does not make its records new again.
 */
export function snapshotOf(
  previous: Snapshot | null,
  lists: Partial<Record<WaitingKind, readonly SeenRow[]>>,
  me: string,
  at: string,
): Snapshot {
  const next: Snapshot = { at, lists: { ...previous?.lists } };
  for (const [kind, rows] of Object.entries(lists) as [WaitingKind, readonly SeenRow[]][]) {
    const mine = rows
      .filter((r) => r.author === me)
      .sort((a, b) => b.id - a.id)
      .slice(0, MAX_MINE);
    next.lists[kind] = {
      maxId: rows.reduce((max, r) => Math.max(max, r.id), previous?.lists[kind]?.maxId ?? 0),
      mine: Object.fromEntries(mine.map((r) => [String(r.id), r.status])),
    };
  }
  return next;
}

/** A row with what judging whether it waits on a caller needs (the lists' `facts`). */
export interface JudgedRow extends SeenRow {
  facts?: RecordFacts;
}

/**
 * The records of `after` that wait on a caller with `roles` now and did not in `before`, where
 * `before` listed them too: moved into the caller's queue by a status change (an approved MW
 * report now waits on the warrant), newest first. New records are {@link compareAway}'s; a list
 * absent from either side contributes nothing.
 */
export function newlyWaiting(
  before: Partial<Record<WaitingKind, readonly JudgedRow[]>>,
  after: Partial<Record<WaitingKind, readonly JudgedRow[]>>,
  roles: readonly Role[],
): AwayLine[] {
  const lines: AwayLine[] = [];
  for (const [kind, rows] of Object.entries(after) as [WaitingKind, readonly JudgedRow[]][]) {
    const was = new Map((before[kind] ?? []).map((r) => [r.id, r]));
    for (const r of rows) {
      const old = was.get(r.id);
      const waits = (x: JudgedRow) => actionableFor(kind, x.status, roles, x.facts);
      if (old && old.status !== r.status && waits(r) && !waits(old)) lines.push(lineOf(kind, r));
    }
  }
  return lines.sort(newestFirst);
}
