/**
 * Role-and-status rules: which buttons of a record are enabled for the caller.
 * Spec: 01 §4/§6 (MW, raport, IB dossier/report, investigations), 02 §4/§6 (act, order, office,
 * inactivity, national security), 03 §2/§4/§6 (laboratory, suspects, DEA home check, academy).
 */
import { can } from './permissions.ts';
import { CID_ROLES, DEA_ROLES, TOP_ROLES } from './roleGroups.ts';
import { hasAnyRole, isPublicUser, type Role } from './roles.ts';

const inList = (value: string | null | undefined, list: readonly string[]): boolean =>
  value != null && list.includes(value);

/** Enabled MW view-modal buttons. */
export interface MwActions {
  edit: boolean;
  review: boolean;
  warrant: boolean;
  arrest: boolean;
}

/**
 * MW buttons (01 §4, §6): edit — general_counsel or an agent, status ON_SENIOR_CHECK or
 * NEED_IMPROVE; review (rework/approve) — reviewers, not SUSPECT_CAUGHT or CANCELED; warrant —
 * warrant roles, status APPROVED (not ON_SENIOR_CHECK, ORDER_ASSIGNED, NEED_IMPROVE, caught,
 * canceled); arrest — any non-user when ORDER_ASSIGNED.
 */
export function mwActions(roles: readonly Role[], status: string | null | undefined): MwActions {
  return {
    edit: can('mwEdit', roles) && inList(status, ['ON_SENIOR_CHECK', 'NEED_IMPROVE']),
    review: can('mwReview', roles) && !inList(status, ['SUSPECT_CAUGHT', 'CANCELED']),
    warrant: can('mwWarrant', roles) && status === 'APPROVED',
    arrest: !isPublicUser(roles) && status === 'ORDER_ASSIGNED',
  };
}

/** Enabled edit/review buttons of a record under review. */
export interface ReviewActions {
  edit: boolean;
  review: boolean;
}

/**
 * Agent report buttons (01 §4, §6): edit (raport edit roles) and rework/approve (raport review
 * roles), both disabled once APPROVED.
 */
export function raportActions(
  roles: readonly Role[],
  status: string | null | undefined,
): ReviewActions {
  const open = status !== 'APPROVED';
  return { edit: open && can('raportEdit', roles), review: open && can('raportReview', roles) };
}

/**
 * IB report buttons (01 §4, §6): edit — secret agent, in ON_HEAD_CHECK or NEED_IMPROVE;
 * approve/send back — IB reviewers while not APPROVED.
 */
export function ibReportActions(
  roles: readonly Role[],
  status: string | null | undefined,
): ReviewActions {
  return {
    edit: can('ibReportEdit', roles) && inList(status, ['ON_HEAD_CHECK', 'NEED_IMPROVE']),
    review: can('ibReportApprove', roles) && status !== 'APPROVED',
  };
}

/**
 * Dossier edit right (01 §6): a secret_intelligence_agent who is not a head (not head_intelligence,
 * deputy_director or director).
 */
export function canEditDossier(roles: readonly Role[]): boolean {
  return (
    roles.includes('secret_intelligence_agent') &&
    !hasAnyRole(roles, ['head_intelligence', ...TOP_ROLES])
  );
}

/** Enabled IB dossier buttons. */
export interface DossierActions extends ReviewActions {
  directorComment: boolean;
}

/**
 * IB dossier buttons (01 §4, §6): edit — {@link canEditDossier} in ON_HEAD_CHECK or NEED_IMPROVE;
 * send back/approve — dossier reviewers while not APPROVED; director comment — director on APPROVED.
 */
export function dossierActions(
  roles: readonly Role[],
  status: string | null | undefined,
): DossierActions {
  return {
    edit: canEditDossier(roles) && inList(status, ['ON_HEAD_CHECK', 'NEED_IMPROVE']),
    review: can('dossierReview', roles) && status !== 'APPROVED',
    directorComment: can('dossierDirectorComment', roles) && status === 'APPROVED',
  };
}

/** An open investigation as far as fitting a report is concerned (01 §3). */
export interface InvestigationFit {
  direction?: string | null;
  isJoint?: boolean | null;
}

/**
 * Whether the caller may file an agent report to this investigation (01 §6): CID roles to a CID
 * investigation, DEA roles to a DEA one, a joint investigation suits either; deputy_director and
 * director suit any (ours). Callers without fileRaport never fit.
 */
export function canFileToInvestigation(roles: readonly Role[], inv: InvestigationFit): boolean {
  if (!can('fileRaport', roles)) return false;
  if (hasAnyRole(roles, TOP_ROLES)) return true;
  const cid = hasAnyRole(roles, CID_ROLES);
  const dea = hasAnyRole(roles, DEA_ROLES);
  if (inv.isJoint) return cid || dea;
  if (inv.direction === 'CID') return cid;
  if (inv.direction === 'DEA') return dea;
  return false;
}

/** Enabled act buttons (02 §2.1). */
export interface ActActions {
  open: boolean;
  decide: boolean;
  execute: boolean;
  decline: boolean;
  delete: boolean;
}

/**
 * Act buttons (02 §4, §6): open — act row roles; decide (status menu) — decideAct roles, disabled
 * for DECLINED, EXECUTED and AWAIT_IN_GAME; execute/decline by executor — act row roles in
 * AWAIT_IN_GAME or EXECUTED; delete — act row roles in EXECUTED.
 */
export function actActions(roles: readonly Role[], status: string | null | undefined): ActActions {
  const executor = can('executeAct', roles);
  const executable = inList(status, ['AWAIT_IN_GAME', 'EXECUTED']);
  return {
    open: can('openActRows', roles),
    decide: can('decideAct', roles) && !inList(status, ['DECLINED', 'EXECUTED', 'AWAIT_IN_GAME']),
    execute: executor && executable,
    decline: executor && executable,
    delete: executor && status === 'EXECUTED',
  };
}

/** What a click on an order row does, and whether its status can be changed. */
export interface OrderActions {
  /** Approved: open the printable report in a new tab (anyone). */
  openReport: boolean;
  /** Non-approved: open the view modal (general_counsel, top). */
  openModal: boolean;
  /** Approve/decline from ON_CHECK. */
  decide: boolean;
}

/** Order row rules (02 §2.5, §4, §6). */
export function orderActions(
  roles: readonly Role[],
  status: string | null | undefined,
): OrderActions {
  const approved = status === 'APPROVED';
  return {
    openReport: approved,
    openModal: !approved && can('decideOrder', roles),
    decide: status === 'ON_CHECK' && can('decideOrder', roles),
  };
}

/** Office request actions (02 §2.6, §4). */
export interface OfficeActions {
  open: boolean;
  decline: boolean;
  issueLevel: boolean;
  changeLevel: boolean;
  delete: boolean;
}

/**
 * Office rules (02 §2.6, §4, §6): rows open for office roles, declined rows do not; from ON_CHECK
 * decline or issue a level; from APPROVED change the level or delete.
 */
export function officeActions(
  roles: readonly Role[],
  status: string | null | undefined,
): OfficeActions {
  const open = can('officeActions', roles) && status !== 'DECLINED';
  return {
    open,
    decline: open && status === 'ON_CHECK',
    issueLevel: open && status === 'ON_CHECK',
    changeLevel: open && status === 'APPROVED',
    delete: open && status === 'APPROVED',
  };
}

/** Inactivity row rules (02 §2.7). */
export interface InactivityActions {
  /** ON_HR_CHECK view modal with Decline / Accepted. */
  review: boolean;
  /** APPROVED: open the printable order directly (ordinary users). */
  openOrder: boolean;
  /** APPROVED: modal with 'View order' and 'Remove from inactivity' (HR-capable roles). */
  manageApproved: boolean;
}

/** Inactivity rules (02 §2.7, §4, §6). */
export function inactivityActions(
  roles: readonly Role[],
  status: string | null | undefined,
): InactivityActions {
  const hr = can('decideInactivity', roles);
  return {
    review: hr && status === 'ON_HR_CHECK',
    openOrder: !hr && status === 'APPROVED',
    manageApproved: hr && status === 'APPROVED',
  };
}

/**
 * A pure national security advisor (02 §6): national_security_advisor and not also
 * national_security_inspector, deputy_director or director.
 */
export function isPureNationalSecurityAdvisor(roles: readonly Role[]): boolean {
  return (
    roles.includes('national_security_advisor') &&
    !hasAnyRole(roles, ['national_security_inspector', ...TOP_ROLES])
  );
}

/** National security report actions. */
export interface NationalSecurityActions {
  open: boolean;
  edit: boolean;
  review: boolean;
}

/**
 * National security rules (02 §2.8, §4, §6): open — NS row roles; edit — pure advisor; review
 * (send back / accept) — NS deciders; edit and review only in ON_INSPECTOR_CHECK or NEED_IMPROVE.
 */
export function nationalSecurityActions(
  roles: readonly Role[],
  status: string | null | undefined,
): NationalSecurityActions {
  const active = inList(status, ['ON_INSPECTOR_CHECK', 'NEED_IMPROVE']);
  return {
    open: can('openNationalSecurity', roles),
    edit: active && isPureNationalSecurityAdvisor(roles),
    review: active && can('decideNationalSecurity', roles),
  };
}

/** Laboratory row actions (03 §2 /laboratory). */
export interface LabActions {
  /** DONE: the report opens in a new tab for anyone. */
  openReport: boolean;
  /** Not DONE: read-only detail modal for lab roles. */
  openModal: boolean;
  /** The 'Изменить статус' dropdown is disabled (CANCELED, DONE, EXPIRED). */
  menuDisabled: boolean;
  /** 'Взять в работу' (ON_CHECK, not from the database). */
  take: boolean;
  /** 'Одобрить' (ON_CHECK, from the database; automatic execution). */
  approve: boolean;
  /** 'Завершить работу' (IN_PROGRESS). */
  finish: boolean;
  /** 'Отклонить' (ON_CHECK or IN_PROGRESS). */
  decline: boolean;
}

/** Laboratory rules (03 §2, §4, §6). `isDb`: the request came from the suspects database. */
export function labActions(
  roles: readonly Role[],
  status: string | null | undefined,
  isDb: boolean,
): LabActions {
  const lab = can('laboratoryActions', roles);
  return {
    openReport: status === 'DONE',
    openModal: status !== 'DONE' && lab,
    menuDisabled: inList(status, ['CANCELED', 'DONE', 'EXPIRED']),
    take: lab && status === 'ON_CHECK' && !isDb,
    approve: lab && status === 'ON_CHECK' && isDb,
    finish: lab && status === 'IN_PROGRESS',
    decline: lab && inList(status, ['ON_CHECK', 'IN_PROGRESS']),
  };
}

/** Suspect detail actions (03 §2 /db). */
export interface SuspectActions {
  /** Status dropdown disabled (DECLINED, EXPIRED, ON_LAB). */
  menuDisabled: boolean;
  /** 'Повторный арест' (FIRST). */
  secondArrest: boolean;
  /** 'Третий арест' (RECIDIVE). */
  thirdArrest: boolean;
  /** Open the laboratory report (a lab link exists and status is not DECLINED, EXPIRED, ON_LAB). */
  labReport: boolean;
}

/** Suspect rules (03 §2, §4, §6: depend only on status). */
export function suspectActions(
  status: string | null | undefined,
  laboratoryId: number | string | null | undefined,
): SuspectActions {
  const blocked = inList(status, ['DECLINED', 'EXPIRED', 'ON_LAB']);
  return {
    menuDisabled: blocked,
    secondArrest: status === 'FIRST',
    thirdArrest: status === 'RECIDIVE',
    labReport: laboratoryId != null && laboratoryId !== '' && !blocked,
  };
}

/** Staff suspect dropdown item label (03 §2), or null when none applies. */
export function suspectArrestLabel(status: string | null | undefined): string | null {
  if (status === 'FIRST') return 'Повторный арест';
  if (status === 'RECIDIVE') return 'Третий арест';
  return null;
}

/** DEA home check actions (03 §2, §4, §6). */
export interface DeaHomeActions {
  open: boolean;
  cancel: boolean;
  allow: boolean;
  delete: boolean;
  conduct: boolean;
  /** SUCCESS shows the execution proofs. */
  proofs: boolean;
}

/**
 * DEA home check rules (03 §4, §6): deciders cancel/allow/delete from ON_HEAD_CHECK and
 * conduct/delete in CHECK_ALLOWED; other openers conduct only in CHECK_ALLOWED.
 */
export function deaHomeActions(
  roles: readonly Role[],
  status: string | null | undefined,
): DeaHomeActions {
  const open = can('deaHomeOpen', roles);
  const decider = can('deaHomeDecide', roles);
  return {
    open,
    cancel: decider && status === 'ON_HEAD_CHECK',
    allow: decider && status === 'ON_HEAD_CHECK',
    delete: decider && inList(status, ['ON_HEAD_CHECK', 'CHECK_ALLOWED']),
    conduct: (open || decider) && status === 'CHECK_ALLOWED',
    proofs: status === 'SUCCESS',
  };
}

/**
 * Start-test button on /academy (03 §2, §6): only on the caller's own row and when the test is
 * OPENED. Nicks are compared trimmed, case-insensitive.
 */
export function canStartTest(
  rowNick: string | null | undefined,
  selfNick: string | null | undefined,
  testState: string | null | undefined,
): boolean {
  const row = rowNick?.trim().toLowerCase() ?? '';
  return row !== '' && row === (selfNick?.trim().toLowerCase() ?? '') && testState === 'OPENED';
}

/** Academy template editable (03 §2): director and status INACTIVE (an active one is read-only). */
export function canEditAcademyTemplate(
  roles: readonly Role[],
  status: string | null | undefined,
): boolean {
  return can('academyTemplates', roles) && status === 'INACTIVE';
}
