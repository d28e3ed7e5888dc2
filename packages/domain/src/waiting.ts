/**
 * "What waits on me" (issue 12): the registries whose records wait for a decision, the actions
 * of the shared machines (machines/) that count as deciding, and the one judgement of whether a
 * record waits on a caller. The sidebar badges, the queue and the tests all derive from this.
 * Only decisions on a record someone else filed count (review, approve, decline, execute,
 * take into work); an author's own edit, a removal of a settled record or a mere viewing does not.
 */
import { isAllowed, judge, MACHINES, type ActionOf, type MachineName } from './machines/index.ts';
import type { RecordFacts } from './machines/transition.ts';
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
}

const kind = <M extends MachineName>(info: WaitingKindInfo<M>) => info;

/** The registries with records that wait for a decision, in the sidebar's order. */
export const WAITING_KINDS = {
  orders: kind({ route: '/orders', machine: 'order', actions: ['approve', 'decline'] }),
  office: kind({ route: '/office', machine: 'office', actions: ['issueLevel', 'decline'] }),
  laboratory: kind({
    route: '/laboratory',
    machine: 'laboratory',
    actions: ['take', 'approve', 'finish', 'decline'],
  }),
  mostWanted: kind({
    route: '/most-wanted',
    machine: 'mw',
    actions: ['approve', 'rework', 'warrant'],
    // 01 §4: a report waits on the senior when submitted for review and, once approved, for its
    // warrant; the senior may still send back or re-approve later ones, but nothing waits there.
    waitsIn: ['ON_SENIOR_CHECK', 'APPROVED'],
  }),
  intelligence: kind({
    route: '/intelligence',
    machine: 'ibDossier',
    actions: ['approve', 'rework'],
  }),
  ibRaports: kind({ route: '/ib-raports', machine: 'ibReport', actions: ['approve', 'rework'] }),
  inactivity: kind({ route: '/inactive', machine: 'inactivity', actions: ['approve', 'decline'] }),
  raports: kind({ route: '/raports', machine: 'raport', actions: ['approve', 'rework'] }),
  homeChecks: kind({ route: '/dea-home', machine: 'deaHomeCheck', actions: ['allow', 'cancel'] }),
  acts: kind({
    route: '/acts',
    machine: 'act',
    actions: ['consider', 'awaitInGame', 'decline', 'execute'],
  }),
  nationalSecurity: kind({
    route: '/national-security',
    machine: 'nationalSecurity',
    actions: ['approve', 'rework'],
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
 * executed leaves it where it is, so nothing waits there.
 */
export function actionableFor(
  kind: WaitingKind,
  status: string | null | undefined,
  roles: readonly Role[],
  facts?: RecordFacts,
): boolean {
  const { machine, actions, waitsIn } = actionsOf(kind);
  if (waitsIn && !waitsIn.includes(status ?? '')) return false;
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
