/**
 * "What waits on me" (issue 12): the registries whose records wait for a decision, the actions
 * of the shared machines (machines/) that count as deciding, and the one judgement of whether a
 * record waits on a caller. The sidebar badges, the queue and the tests all derive from this.
 * Only decisions on a record someone else filed count (review, approve, decline, execute,
 * take into work); an author's own edit, a removal of a settled record or a mere viewing does not.
 */
import { isAllowed, judge, MACHINES, type ActionOf, type MachineName } from './machines/index.ts';
import type { RecordFacts } from './machines/transition.ts';
import { parseDate, type DateInput } from './format.ts';
import { sidebarGroups, type RoutePath } from './navigation.ts';
import type { Role } from './roles.ts';

interface WaitingKindInfo<M extends MachineName> {
  /** The list screen whose sidebar entry shows the badge (01 §2, 02 §2, 03 §2). */
  route: RoutePath;
  /** The status machine of the registry's records. */
  machine: M;
  /** The actions that decide a record (a subset of the machine's). */
  actions: readonly ActionOf<M>[];
  /**
   * The statuses in which a record waits for the decision, where the actions allow more (default:
   * any status an action starts from).
   */
  waitsIn?: readonly string[];
  /**
   * After how many whole days of waiting the queue marks a record as waiting too long (issue 26;
   * the spec sets no deadline, so every number is ours, and the reason is on the entry).
   */
  overdueDays: number;
}

const kind = <M extends MachineName>(info: WaitingKindInfo<M>) => info;

/** The registries with records that wait for a decision, in the sidebar's order. */
export const WAITING_KINDS = {
  // A warrant is asked for at least 12 hours before the operation (02 §2.5): a day is too long.
  orders: kind({
    route: '/orders',
    machine: 'order',
    actions: ['approve', 'decline'],
    overdueDays: 1,
  }),
  // A visitor waits at the door for a pass: two days.
  office: kind({
    route: '/office',
    machine: 'office',
    actions: ['issueLevel', 'decline'],
    overdueDays: 2,
  }),
  laboratory: kind({
    route: '/laboratory',
    machine: 'laboratory',
    actions: ['take', 'approve', 'finish', 'decline'],
    // An arrest waits on the database request (03 §4 ON_LAB), and requests expire: two days.
    overdueDays: 2,
  }),
  mostWanted: kind({
    route: '/most-wanted',
    machine: 'mw',
    actions: ['approve', 'rework', 'warrant'],
    // 01 §4: a report waits on the senior when submitted for review and, once approved, for its
    // warrant; the senior may still send back or re-approve later ones, but nothing waits there.
    waitsIn: ['ON_SENIOR_CHECK', 'APPROVED'],
    // A wanted person moves on: a review or a warrant is late after two days.
    overdueDays: 2,
  }),
  intelligence: kind({
    route: '/intelligence',
    machine: 'ibDossier',
    actions: ['approve', 'rework'],
    // Reports and dossiers are reviewed within a working week: five days (also below).
    overdueDays: 5,
  }),
  ibRaports: kind({
    route: '/ib-raports',
    machine: 'ibReport',
    actions: ['approve', 'rework'],
    overdueDays: 5,
  }),
  // The lists answer no filing time of a request (its due date only), so its wait is not known;
  // two days, should one be answered.
  inactivity: kind({
    route: '/inactive',
    machine: 'inactivity',
    actions: ['approve', 'decline'],
    overdueDays: 2,
  }),
  raports: kind({
    route: '/raports',
    machine: 'raport',
    actions: ['approve', 'rework'],
    overdueDays: 5,
  }),
  // An allowed check lapses 48 hours after approval (03 §4): the decision is late after a day.
  homeChecks: kind({
    route: '/dea-home',
    machine: 'deaHomeCheck',
    actions: ['allow', 'cancel'],
    overdueDays: 1,
  }),
  acts: kind({
    route: '/acts',
    machine: 'act',
    actions: ['consider', 'awaitInGame', 'decline', 'execute'],
    // The server lets an undecided act expire (02 §4 EXPIRED): three days.
    overdueDays: 3,
  }),
  nationalSecurity: kind({
    route: '/national-security',
    machine: 'nationalSecurity',
    actions: ['approve', 'rework'],
    overdueDays: 5,
  }),
} as const;

/** A registry whose records may wait on a caller. */
export type WaitingKind = keyof typeof WAITING_KINDS;

/** Every waiting kind, in the sidebar's order. */
export const WAITING_KIND_LIST = Object.keys(WAITING_KINDS) as WaitingKind[];

function actionsOf(kind: WaitingKind): {
  machine: MachineName;
  actions: readonly string[];
  waitsIn?: readonly string[];
} {
  return WAITING_KINDS[kind];
}

/**
 * True when a caller with `roles` may take one of the deciding actions of `kind` on a record in
 * `status` with `facts` now (the machine's {@link judge}: roles, source status, record condition)
 * and that action moves the record on (leads to another status): executing an act already
 * executed leaves it where it is, so nothing waits there. A record sent back for rework waits on
 * its author, not on the reviewers.
 */
export function actionableFor(
  kind: WaitingKind,
  status: string | null | undefined,
  roles: readonly Role[],
  facts?: RecordFacts,
): boolean {
  const { machine, actions, waitsIn } = actionsOf(kind);
  if (waitsIn && !waitsIn.includes(status ?? '')) return false;
  // A record sent back waits on its author's edit, as its route says (machines/route.ts), though
  // the reviewers may still decide it: it leaves their queue until it is resubmitted.
  const table: Readonly<Record<string, { to: string | null }>> = MACHINES[machine];
  if (status != null && table['rework']?.to === status) return false;
  return actions.some((action) => {
    // The names come from the machine's own keys (WAITING_KINDS is typed by ActionOf).
    const verdict = judge(machine, action as never, roles, status, facts);
    return verdict.ok && verdict.to !== status;
  });
}

/**
 * The kinds whose records may wait on the caller: the caller's sidebar links to the list and
 * holds the role of at least one deciding action. Nothing is asked of the other registries.
 */
export function waitingKindsFor(
  roles: readonly Role[],
  rank: string | null | undefined,
): WaitingKind[] {
  const linked = new Set<string>();
  for (const group of sidebarGroups(roles, rank))
    for (const item of group.items) if (item.kind === 'link') linked.add(item.to);
  return WAITING_KIND_LIST.filter((k) => {
    const { machine, actions } = actionsOf(k);
    const table: Readonly<Record<string, { who: Parameters<typeof isAllowed>[0] }>> =
      MACHINES[machine];
    return (
      linked.has(WAITING_KINDS[k].route) &&
      actions.some((a) => {
        const t = table[a];
        return t !== undefined && isAllowed(t.who, roles);
      })
    );
  });
}

/** The waiting kind whose list is at `route`, if any (the sidebar asks it per link). */
export function waitingKindOfRoute(route: string): WaitingKind | undefined {
  return WAITING_KIND_LIST.find((k) => WAITING_KINDS[k].route === route);
}

/** How long a record has waited: whole days, or whole hours within its first day. */
export interface WaitingAge {
  days: number;
  hours: number;
  /** Waited `overdueDays` of its kind or more. */
  overdue: boolean;
}

const HOUR_MS = 3_600_000;

/**
 * How long a record of `kind` has waited since `since` (its filing time: the lists answer no time
 * of the last status change) at `now`, epoch ms; null when the time is unknown or invalid.
 */
export function waitingAge(kind: WaitingKind, since: DateInput, now: number): WaitingAge | null {
  const start = parseDate(since);
  if (!start) return null;
  const hours = Math.max(0, Math.floor((now - start.getTime()) / HOUR_MS));
  const days = Math.floor(hours / 24);
  return { days, hours, overdue: days >= WAITING_KINDS[kind].overdueDays };
}

/**
 * The queue's order (issue 26): registries in the sidebar's order, and within one the record that
 * has waited longest first; records whose filing time is unknown go last of their registry.
 */
export function byKindThenOldest(
  a: { kind: WaitingKind; since: string | null },
  b: { kind: WaitingKind; since: string | null },
): number {
  const byKind = WAITING_KIND_LIST.indexOf(a.kind) - WAITING_KIND_LIST.indexOf(b.kind);
  if (byKind !== 0) return byKind;
  const at = (r: { since: string | null }) => parseDate(r.since)?.getTime() ?? Infinity;
  return at(a) - at(b);
}
