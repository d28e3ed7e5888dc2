/**
 * A record's route through its status machine (issue 26), derived from the machines' data alone:
 * the statuses it went through, the steps it waits on now and the roles that may take them, and
 * what to tell a caller who cannot take one. Nothing here is written per registry.
 */
import { LOCALE } from '../constants.ts';
import { STAFF_ROLES } from '../roleGroups.ts';
import { ROLE_LABELS_RU, ROLES, type Role } from '../roles.ts';
import { isStatusOf, STATUS_MACHINES, statusLabel } from '../statuses.ts';
import { DISABLED_REASON_TEXT } from '../texts/disabledReasons.ts';
import { RECORD_KIND_NAMES, ROUTE_TEXT } from '../texts/route.ts';
import { isAllowed, MACHINES, transitionOf, type MachineName } from './index.ts';
import type { Who } from './transition.ts';

/** One step a record may take from its status: an action of its machine, or another's. */
export interface RouteStep {
  /** The action's name in its machine. */
  action: string;
  /** The action in Russian, lower case (the machine's `verb`, e.g. 'одобрить ордер'). */
  verb: string;
  /** The status it leads to. */
  to: string;
  /** Who may take it: a capability or a predicate of the machines. */
  who: Who;
  /** Every role that may take it alone, in the order of 01 §6. */
  roles: readonly Role[];
  /** The author's resubmission after a send-back (01 §4, 02 §4: "the agent edits and resubmits"). */
  byAuthor: boolean;
}

/** Where a record stands in its machine. */
export interface RecordRoute {
  machine: MachineName;
  /** The status as the record has it (an unknown value is kept, and waits on nobody). */
  status: string | null | undefined;
  /** Whether the status is one of the machine's. */
  known: boolean;
  /**
   * The statuses from the one records start in to the current one, inclusive (the shortest way
   * through the machine; just the current one where no way leads to it).
   */
  path: readonly string[];
  /** The steps the record waits on now; empty when nothing moves it on (it is finished). */
  waits: readonly RouteStep[];
  /** Every step any role may take from the status, waited on or not (corrections, deletions). */
  available: readonly RouteMove[];
}

/** A move between statuses: an action of a machine, the laboratory's, or the server's. */
export interface RouteMove {
  action: string;
  verb: string;
  /** The status it leads to; null when it deletes the record. */
  to: string | null;
  who: Who;
}

type MoveFrom = RouteMove & { from: string };
type Onward = MoveFrom & { to: string };

/**
 * Moves the machines' actions do not cover, where the spec names them: the server's (02 §4 "NEW
 * to EXPIRED, SENT_TO_LEADER"; 03 §4 a DEA check's 48 hours), which nobody takes, and a suspect's
 * first arrest, which the laboratory decides on its database request (03 §4: ON_LAB is "terminal
 * for the user", the lab's approve or decline moves it). Where 03 §4 leaves a laboratory request's
 * EXPIRED unplaced we take it from ON_CHECK (ours). No move into an MW report's CANCELED is given
 * (01 §4), so its route starts there.
 */
const OTHER_MOVES: Partial<Record<MachineName, readonly MoveFrom[]>> = {
  act: [
    { from: 'NEW', to: 'SENT_TO_LEADER', action: 'server', verb: '', who: () => false },
    { from: 'NEW', to: 'EXPIRED', action: 'server', verb: '', who: () => false },
  ],
  laboratory: [{ from: 'ON_CHECK', to: 'EXPIRED', action: 'server', verb: '', who: () => false }],
  deaHomeCheck: [
    { from: 'CHECK_ALLOWED', to: 'EXPIRED', action: 'server', verb: '', who: () => false },
  ],
  suspect: [
    { from: 'ON_LAB', to: 'FIRST', action: 'labApprove', ...labStep('approve') },
    { from: 'ON_LAB', to: 'DECLINED', action: 'labDecline', ...labStep('decline') },
    { from: 'ON_LAB', to: 'EXPIRED', action: 'server', verb: '', who: () => false },
  ],
};

function labStep(action: 'approve' | 'decline'): Pick<RouteMove, 'verb' | 'who'> {
  const { verb, who } = transitionOf('laboratory', action);
  return { verb, who };
}

/** The statuses of a machine in its table's order. */
function statusesOf(machine: MachineName): readonly string[] {
  return Object.keys(STATUS_MACHINES[machine]);
}

/** Every move of a machine: its actions, one per source status, and the moves of OTHER_MOVES. */
function movesOf(machine: MachineName): MoveFrom[] {
  const actions: Readonly<
    Record<string, { from: readonly string[]; to: string | null; verb: string; who: Who }>
  > = MACHINES[machine];
  const own = Object.entries(actions).flatMap(([action, t]) =>
    t.from.map((from) => ({ from, action, verb: t.verb, to: t.to, who: t.who })),
  );
  return [...own, ...(OTHER_MOVES[machine] ?? [])];
}

/** Every role that satisfies `who` on its own, in the order of 01 §6. */
export function rolesOf(who: Who): readonly Role[] {
  return ROLES.filter((role) => isAllowed(who, [role]));
}

/** The shortest way from the machine's first status to `status` (breadth first). */
function pathTo(machine: MachineName, status: string): readonly string[] {
  // Every status table lists first the status a record is filed in (a test pins it).
  const start = statusesOf(machine)[0];
  if (start === undefined) return [status];
  const cameFrom = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    if (at === status) break;
    for (const move of movesOf(machine)) {
      if (move.from !== at || move.to === null || cameFrom.has(move.to)) continue;
      cameFrom.set(move.to, at);
      queue.push(move.to);
    }
  }
  if (!cameFrom.has(status)) return [status];
  const path: string[] = [];
  for (let at: string | null | undefined = status; at != null; at = cameFrom.get(at))
    path.unshift(at);
  return path;
}

/**
 * Where a record of `machine` in `status` stands (issue 26). It waits on the steps that take it
 * on: those to a status its machine's table lists later (every table lists the statuses in the
 * order a record goes through them), so corrections of a settled record (a level withdrawn, an
 * executed act declined, a closed test reopened) and deletions are not waited on. The one step
 * back that is waited on is the author's: at the status the machine's `rework` sends a record to
 * (NEED_IMPROVE), it waits on its author's edit alone, though the reviewers may still decide.
 * A status the server sets when time runs out waits on every step a person may still take.
 */
export function recordRoute(machine: MachineName, status: string | null | undefined): RecordRoute {
  const known = isStatusOf(machine, status);
  if (!known || status == null)
    return { machine, status, known: false, path: [], waits: [], available: [] };
  const order = statusesOf(machine);
  const from = movesOf(machine).filter((m) => m.from === status);
  const step = (m: Onward): RouteStep => ({
    action: m.action,
    verb: m.verb,
    to: m.to,
    who: m.who,
    roles: rolesOf(m.who),
    byAuthor: m.action === 'edit',
  });
  // A status the server sets as time runs out (an act's EXPIRED) settles nothing: whatever a
  // person may still do from it is waited on (02 §4: "an EXPIRED act can still be decided").
  const lapsed = movesOf(machine).some((m) => m.action === 'server' && m.to === status);
  const onward = from.filter(
    (m): m is Onward =>
      m.to !== null && m.to !== status && (lapsed || order.indexOf(m.to) > order.indexOf(status)),
  );
  const actions: Readonly<Record<string, { to: string | null }>> = MACHINES[machine];
  const authorsEdit = from.find(
    (m): m is Onward => m.action === 'edit' && m.to !== null && m.to !== status,
  );
  const waits =
    actions['rework']?.to === status && authorsEdit
      ? [step(authorsEdit)]
      : onward.filter((m) => m.action !== 'server').map(step);
  return {
    machine,
    status,
    known,
    path: pathTo(machine, status),
    waits,
    available: from.filter((m) => m.action !== 'server'),
  };
}

const OR_LIST = new Intl.ListFormat(LOCALE, { type: 'disjunction' });

/** The Russian names of roles; every staff role is one name, «любой сотрудник». */
function roleNames(roles: readonly Role[]): readonly string[] {
  if (STAFF_ROLES.every((role) => roles.includes(role))) return [ROUTE_TEXT.anyStaff];
  return roles.map((role) => ROLE_LABELS_RU[role]);
}

/** Roles in Russian, «Глава DEA, Глава CID или Директор»; every staff role is «любой сотрудник». */
export function rolesLabel(roles: readonly Role[]): string {
  return OR_LIST.format(roleNames(roles));
}

/** The roles any waited step allows, in the order of 01 §6. */
function waitedRoles(route: RecordRoute): readonly Role[] {
  return ROLES.filter((role) => route.waits.some((s) => s.roles.includes(role)));
}

/**
 * Who acts next, as the route panel and the chat message say it: «Ждёт: Глава CID или Директор»,
 * «Ждёт: автор — доработка», «Запись завершена»; null for an unknown status.
 */
export function waitsLine(route: RecordRoute): string | null {
  if (!route.known) return null;
  if (route.waits.length === 0) return DISABLED_REASON_TEXT.finished;
  if (route.waits.every((s) => s.byAuthor)) return ROUTE_TEXT.waits(ROUTE_TEXT.author);
  return ROUTE_TEXT.waits(rolesLabel(waitedRoles(route)));
}

/**
 * Why a caller with `roles` cannot act on the record, in one line, as a disabled button says it:
 * «Запись завершена», «Доработку вносит автор», or who may take the waited steps («Выдать ордер
 * или отклонить ордер могут: Генеральный юрисконсульт, …»); null when the caller may take a step
 * from the status (a holder of the author's edit right may be the author) or it is unknown.
 */
export function callerLine(route: RecordRoute, roles: readonly Role[]): string | null {
  if (!route.known) return null;
  if (route.available.some((t) => isAllowed(t.who, roles))) return null;
  if (route.waits.length === 0) return DISABLED_REASON_TEXT.finished;
  // One clause per set of roles: «взять запрос в работу, одобрить запрос или отклонить запрос».
  const byWho = new Map<string, { names: readonly string[]; verbs: Set<string> }>();
  for (const s of route.waits) {
    const names = s.byAuthor ? [] : roleNames(s.roles);
    const key = names.join();
    const clause = byWho.get(key) ?? { names, verbs: new Set<string>() };
    byWho.set(key, { names, verbs: clause.verbs.add(s.verb) });
  }
  return [...byWho.values()]
    .map(({ names, verbs }) =>
      names.length === 0
        ? ROUTE_TEXT.authorReworks
        : DISABLED_REASON_TEXT.whoMay(OR_LIST.format(verbs), names),
    )
    .join('; ');
}

/**
 * The one-line message about a record for the faction's chat (issue 26): its kind, whom it is
 * about, its status, who acts next and its link.
 * @param link the record's absolute link (its list with `?open=<id>`).
 */
export function chatMessage(route: RecordRoute, nick: string, link: string): string {
  return ROUTE_TEXT.chatMessage(
    RECORD_KIND_NAMES[route.machine],
    nick,
    statusLabel(route.machine, route.status),
    waitsLine(route),
    link,
  );
}
