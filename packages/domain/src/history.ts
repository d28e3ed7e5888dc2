/**
 * A record's history (issue 26, beyond the spec): the record kinds the optional history
 * operation answers, the list route of each (the registry screens' `path`), its status machine
 * (01 §4, 02 §4, 03 §4), the Russian label of each field an edit may change (the registry's own
 * texts, one source) and the field that carries a decision's comment. The mock records and seeds
 * events from this; the portal labels them with it.
 */
import { MACHINES, type MachineName } from './machines/index.ts';
import type { Transition } from './machines/transition.ts';
import type { PublicList } from './recordAccess.ts';
import { STATUS_MACHINES, type StatusMachine } from './statuses.ts';
import { PUNISHMENTS_TEXT } from './texts.ts';
import { ACADEMY_TEMPLATES_TEXT } from './texts/academy.ts';
import { ACTS_TEXT } from './texts/acts.ts';
import { BLACKLIST_TEXT } from './texts/blacklist.ts';
import { DEA_TEXT } from './texts/dea.ts';
import { INACTIVITY_TEXT } from './texts/inactivity.ts';
import { DOSSIER_TEXT, MW_TEXT } from './texts/investigative.ts';
import { LABORATORY_TEXT } from './texts/laboratory.ts';
import { NATIONAL_SECURITY_TEXT } from './texts/nationalSecurity.ts';
import { OFFICE_TEXT } from './texts/office.ts';
import { ORDERS_TEXT } from './texts/orders.ts';
import { INVESTIGATIONS_TEXT, RAPORTS_TEXT } from './texts/raports.ts';
import { SUSPECTS_TEXT } from './texts/suspects.ts';
import { WAITING_KINDS, type WaitingKind } from './waiting.ts';

interface RecordKindInfo {
  /** The list screen (a registry's `path`); its `?open=<id>` opens the record. */
  route: string;
  /** Other list screens of the same records (the visitor's view of a registry). */
  alsoAt?: readonly string[];
  /** The status machine of the records; none for a registry without statuses. */
  machine?: MachineName;
  /** Field → Russian label, from the registry's texts. */
  labels: Readonly<Record<string, string>>;
  /** The fields whose new value is the comment of a status change (default `comment`). */
  commentFields?: readonly string[];
  /**
   * The list whose staff without its full-list permission read public fields only
   * (recordAccess.ts FULL_LIST_PERMISSION), so their history shows changes of those only.
   */
  publicList?: PublicList;
}

const reportLabels = {
  faction: RAPORTS_TEXT.faction,
  description: RAPORTS_TEXT.description,
  proves: RAPORTS_TEXT.proves,
  comment: RAPORTS_TEXT.comment,
  status: RAPORTS_TEXT.status,
} as const;

const personLabels = (t: typeof MW_TEXT | typeof DOSSIER_TEXT) => ({
  nick: t.nick,
  birthDate: t.birthDate,
  birthPlace: t.birthPlace,
  sex: t.sex,
  eyes: t.eyes,
  height: t.height,
  weight: t.weight,
  hair: t.hair,
  race: t.race,
  nation: t.nation,
  description: t.description,
  photo: t.photo,
  proves: t.proves,
  cautions: t.cautions,
  comment: t.comment,
  status: t.status,
});

const investigationLabels = {
  faction: INVESTIGATIONS_TEXT.faction,
  direction: INVESTIGATIONS_TEXT.direction,
  isJoint: INVESTIGATIONS_TEXT.joint,
  description: INVESTIGATIONS_TEXT.motive,
  closedAt: INVESTIGATIONS_TEXT.endDate,
} as const;

/** The record kinds with a history, by their registry (keys as the portal's query roots). */
export const RECORD_KINDS = {
  mostWanted: {
    route: '/most-wanted',
    machine: 'mw',
    labels: {
      ...personLabels(MW_TEXT),
      activity: MW_TEXT.activity,
      signs: MW_TEXT.signs,
      mainViolation: MW_TEXT.mainViolation,
      arrest: MW_TEXT.arrestInfo,
    },
  },
  intelligence: {
    route: '/intelligence',
    machine: 'ibDossier',
    labels: {
      ...personLabels(DOSSIER_TEXT),
      organization: DOSSIER_TEXT.organization,
      position: DOSSIER_TEXT.position,
      dirComment: DOSSIER_TEXT.directorComment,
    },
    commentFields: ['comment', 'dirComment'],
  },
  raports: {
    route: '/raports',
    machine: 'raport',
    labels: { ...reportLabels, cautions: RAPORTS_TEXT.articles },
  },
  ibRaports: {
    route: '/ib-raports',
    machine: 'ibReport',
    labels: { ...reportLabels, cautions: RAPORTS_TEXT.ibArticles },
  },
  investigations: { route: '/investigations', labels: investigationLabels },
  ibInvestigations: { route: '/ib-investigations', labels: investigationLabels },
  acts: {
    route: '/acts',
    machine: 'act',
    labels: {
      nick: ACTS_TEXT.offender,
      faction: ACTS_TEXT.faction,
      status: ACTS_TEXT.status,
      executeBy: ACTS_TEXT.executeBy,
      description: ACTS_TEXT.description,
      verdict: ACTS_TEXT.verdict,
      executionAuthor: ACTS_TEXT.executor,
      proves: ACTS_TEXT.evidence,
      cautions: ACTS_TEXT.articles,
      type: ACTS_TEXT.punishmentType,
      punishmentProve: ACTS_TEXT.punishmentProve,
      rangCount: ACTS_TEXT.rangCount,
    },
    commentFields: ['verdict'],
  },
  punishments: {
    route: '/punishments',
    labels: {
      nick: PUNISHMENTS_TEXT.violator,
      faction: PUNISHMENTS_TEXT.faction,
      cautions: PUNISHMENTS_TEXT.articles,
      type: PUNISHMENTS_TEXT.type,
      rangCount: PUNISHMENTS_TEXT.rangCount,
      violationProves: PUNISHMENTS_TEXT.violationProof,
      punishmentProve: PUNISHMENTS_TEXT.punishmentProof,
      date: PUNISHMENTS_TEXT.date,
    },
  },
  blacklist: {
    route: '/blacklist',
    labels: {
      nick: BLACKLIST_TEXT.nick,
      reason: BLACKLIST_TEXT.reason,
      daysCount: BLACKLIST_TEXT.period,
      validUntil: BLACKLIST_TEXT.validUntil,
    },
  },
  orders: {
    route: '/orders',
    machine: 'order',
    labels: {
      approver: ORDERS_TEXT.approver,
      comment: ORDERS_TEXT.comment,
      status: ORDERS_TEXT.status,
      operationType: ORDERS_TEXT.operationType,
      operationStartTime: ORDERS_TEXT.operationStart,
      faction: ORDERS_TEXT.faction,
      description: ORDERS_TEXT.description,
      position: ORDERS_TEXT.position,
      rang: ORDERS_TEXT.rang,
      investigation: ORDERS_TEXT.investigation,
    },
    publicList: 'order',
  },
  office: {
    route: '/office',
    machine: 'office',
    labels: {
      approver: OFFICE_TEXT.approver,
      comment: OFFICE_TEXT.comment,
      status: OFFICE_TEXT.status,
      level: OFFICE_TEXT.level,
      rang: OFFICE_TEXT.rang,
      position: OFFICE_TEXT.position,
      faction: OFFICE_TEXT.faction,
      passport: OFFICE_TEXT.passport,
      description: OFFICE_TEXT.description,
    },
    publicList: 'office',
  },
  inactivity: {
    route: '/inactive',
    machine: 'inactivity',
    labels: {
      nick: INACTIVITY_TEXT.nick,
      dueDate: INACTIVITY_TEXT.dueDate,
      reason: INACTIVITY_TEXT.reason,
      status: INACTIVITY_TEXT.status,
      comment: INACTIVITY_TEXT.comment,
    },
  },
  nationalSecurity: {
    route: '/national-security',
    machine: 'nationalSecurity',
    labels: {
      faction: NATIONAL_SECURITY_TEXT.faction,
      mark: NATIONAL_SECURITY_TEXT.mark,
      description: NATIONAL_SECURITY_TEXT.description,
      comment: NATIONAL_SECURITY_TEXT.comment,
      status: NATIONAL_SECURITY_TEXT.status,
    },
    publicList: 'nationalSecurity',
  },
  laboratory: {
    route: '/laboratory',
    machine: 'laboratory',
    labels: {
      nick: LABORATORY_TEXT.nick,
      approver: LABORATORY_TEXT.approver,
      comment: LABORATORY_TEXT.comment,
      status: LABORATORY_TEXT.status,
      rang: LABORATORY_TEXT.rang,
      faction: LABORATORY_TEXT.faction,
      division: LABORATORY_TEXT.division,
      expertise: LABORATORY_TEXT.expertise,
      answers: LABORATORY_TEXT.answerText,
      proves: LABORATORY_TEXT.proves,
      objects: LABORATORY_TEXT.objects,
      type: LABORATORY_TEXT.type,
      goal: LABORATORY_TEXT.goal,
    },
    publicList: 'laboratory',
  },
  suspects: {
    route: '/db',
    alsoAt: ['/db-public'],
    machine: 'suspect',
    labels: {
      nick: SUSPECTS_TEXT.offender,
      status: SUSPECTS_TEXT.status,
      firstArrestProve: SUSPECTS_TEXT.firstArrestProof,
      secondArrestProve: SUSPECTS_TEXT.secondArrestProof,
      thirdArrestProve: SUSPECTS_TEXT.thirdArrestProof,
      laboratoryId: SUSPECTS_TEXT.labReport,
    },
  },
  homeChecks: {
    route: '/dea-home',
    machine: 'deaHomeCheck',
    labels: {
      houseNo: DEA_TEXT.houseNo,
      nick: DEA_TEXT.nick,
      faction: DEA_TEXT.faction,
      rang: DEA_TEXT.rang,
      status: DEA_TEXT.status,
      violationDate: DEA_TEXT.violationDate,
      executor: DEA_TEXT.executor,
      comment: DEA_TEXT.comment,
      proves: DEA_TEXT.grounds,
      executionProves: DEA_TEXT.proofs,
    },
  },
  deaReports: {
    route: '/dea-report',
    machine: 'deaReport',
    labels: { status: DEA_TEXT.status, proves: DEA_TEXT.reportLink },
  },
  academyTemplates: {
    route: '/academy-templates',
    machine: 'academyTemplate',
    labels: {
      name: ACADEMY_TEMPLATES_TEXT.name,
      status: ACADEMY_TEMPLATES_TEXT.status,
      conditions: ACADEMY_TEMPLATES_TEXT.conditions,
    },
  },
} as const satisfies Record<string, RecordKindInfo>;

/** A registry whose records have a history. */
export type RecordKind = keyof typeof RECORD_KINDS;

/** Every record kind. */
export const RECORD_KIND_LIST = Object.keys(RECORD_KINDS) as RecordKind[];

const info = (kind: RecordKind): RecordKindInfo => RECORD_KINDS[kind];

/** The record kind whose list screen is `route` (a registry's `path`), if any. */
export function recordKindOfRoute(route: string): RecordKind | undefined {
  return RECORD_KIND_LIST.find((k) => info(k).route === route || info(k).alsoAt?.includes(route));
}

/** The status machine of a kind's records, if it has one. */
export function machineOfKind(kind: RecordKind): MachineName | undefined {
  return info(kind).machine;
}

/** The Russian label of `field` of a kind's record, or null when it is not one a person edits. */
export function historyFieldLabel(kind: RecordKind, field: string): string | null {
  return info(kind).labels[field] ?? null;
}

/** The fields of a kind whose new value is a status change's comment. */
export function historyCommentFields(kind: RecordKind): readonly string[] {
  return info(kind).commentFields ?? ['comment'];
}

/** The public list of a kind, whose non-readers see its public fields only. */
export function publicListOfKind(kind: RecordKind): PublicList | undefined {
  return info(kind).publicList;
}

/**
 * True when a status change of a `kind` record from `from` to `to` is a decision: one of the
 * deciding actions of "what waits on me" (waiting.ts) leads there.
 */
export function isDecision(kind: RecordKind, from: string | null, to: string | null): boolean {
  if (!(kind in WAITING_KINDS)) return false;
  const { machine, actions } = WAITING_KINDS[kind as WaitingKind];
  const table: Readonly<Record<string, Transition<string>>> = MACHINES[machine];
  return actions.some((a) => {
    const t = table[a];
    return t !== undefined && t.to === to && from !== null && t.from.includes(from);
  });
}

/** One step of a machine: the action and the statuses it leads from and to. */
export interface MachineStep {
  action: string;
  from: string;
  to: string;
}

/**
 * The status a `machine` record is filed in: the first of its status table (01 §4, 02 §4, 03 §4
 * list the filing status first).
 */
export function initialStatus(machine: MachineName): string {
  const statuses = Object.keys(STATUS_MACHINES[machine as StatusMachine]);
  return statuses[0] ?? '';
}

/**
 * The fewest actions of `machine` that lead from its filing status to `status` (empty when it
 * is the filing status, null when no action leads there: a status the server sets itself).
 */
export function pathToStatus(machine: MachineName, status: string): MachineStep[] | null {
  const start = initialStatus(machine);
  const table: Readonly<Record<string, Transition<string>>> = MACHINES[machine];
  const reached = new Map<string, MachineStep[]>([[start, []]]);
  const queue = [start];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    const steps = reached.get(at) ?? [];
    if (at === status) return steps;
    for (const [action, t] of Object.entries(table)) {
      if (t.to === null || !t.from.includes(at) || reached.has(t.to)) continue;
      reached.set(t.to, [...steps, { action, from: at, to: t.to }]);
      queue.push(t.to);
    }
  }
  return null;
}
