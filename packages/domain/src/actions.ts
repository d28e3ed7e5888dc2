/**
 * Role-and-status rules: which buttons of a record are enabled for the caller. Every transition
 * button is read from the machines of ./machines (the mock server guards with the same data);
 * the rest are row-opening rules of §2 and §6.
 * Spec: 01 §4/§6 (MW, raport, IB dossier/report, investigations), 02 §4/§6 (act, order, office,
 * inactivity, national security), 03 §2/§4/§6 (laboratory, suspects, DEA home check, academy).
 */
import { canTake, startsFrom } from './machines/index.ts';
import { can } from './permissions.ts';
import { canOpenReport } from './reportDoors.ts';
import { CID_ROLES, DEA_ROLES, STAFF_ROLES, TOP_ROLES } from './roleGroups.ts';
import { hasAnyRole, type Role } from './roles.ts';

export { canEditDossier, isPureNationalSecurityAdvisor } from './machines/who.ts';

type Status = string | null | undefined;

/** Enabled MW view-modal buttons. */
export interface MwActions {
  edit: boolean;
  /** The status menu of the view modal (rework or approve) is enabled. */
  review: boolean;
  /** 'Send for rework' (with a comment). */
  rework: boolean;
  approve: boolean;
  warrant: boolean;
  arrest: boolean;
}

/**
 * MW buttons (01 §4, §6), from the MW machine: edit — general_counsel or an agent (their own
 * report) in ON_SENIOR_CHECK or NEED_IMPROVE; rework and approve — reviewers in ON_SENIOR_CHECK;
 * warrant — warrant roles in APPROVED; arrest — any non-user in ORDER_ASSIGNED.
 */
export function mwActions(roles: readonly Role[], status: Status): MwActions {
  const rework = canTake('mw', 'rework', roles, status);
  const approve = canTake('mw', 'approve', roles, status);
  return {
    edit: canTake('mw', 'edit', roles, status),
    review: rework || approve,
    rework,
    approve,
    warrant: canTake('mw', 'warrant', roles, status),
    arrest: canTake('mw', 'arrest', roles, status),
  };
}

/** Enabled edit/review buttons of a record under review. */
export interface ReviewActions {
  edit: boolean;
  /** The status menu (rework or approve) is enabled. */
  review: boolean;
  rework: boolean;
  approve: boolean;
}

/** The review buttons of a machine with edit, rework and approve actions. */
function reviewActions(
  machine: 'raport' | 'ibReport' | 'ibDossier' | 'nationalSecurity',
  roles: readonly Role[],
  status: Status,
): ReviewActions {
  const rework = canTake(machine, 'rework', roles, status);
  const approve = canTake(machine, 'approve', roles, status);
  return {
    edit: canTake(machine, 'edit', roles, status),
    review: rework || approve,
    rework,
    approve,
  };
}

/**
 * Agent report buttons (01 §4, §6): edit (raport edit roles) and rework/approve (raport review
 * roles), both disabled once APPROVED.
 */
export function raportActions(roles: readonly Role[], status: Status): ReviewActions {
  return reviewActions('raport', roles, status);
}

/**
 * IB report buttons (01 §4, §6): edit — secret agent, in ON_HEAD_CHECK or NEED_IMPROVE;
 * approve/send back — IB reviewers while not APPROVED.
 */
export function ibReportActions(roles: readonly Role[], status: Status): ReviewActions {
  return reviewActions('ibReport', roles, status);
}

/** Enabled IB dossier buttons. */
export interface DossierActions extends ReviewActions {
  directorComment: boolean;
}

/**
 * IB dossier buttons (01 §4, §6): edit — {@link canEditDossier} in ON_HEAD_CHECK or NEED_IMPROVE;
 * send back/approve — dossier reviewers while not APPROVED; director comment — director on APPROVED.
 */
export function dossierActions(roles: readonly Role[], status: Status): DossierActions {
  return {
    ...reviewActions('ibDossier', roles, status),
    directorComment: canTake('ibDossier', 'directorComment', roles, status),
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
  /** The decision maker's status menu: consider, or a verdict (AWAIT_IN_GAME / DECLINED). */
  decide: boolean;
  execute: boolean;
  /** The executor's decline with a verdict. */
  decline: boolean;
  delete: boolean;
}

/**
 * Act buttons (02 §4, §6), from the act machine: open — act row roles; decide — decision makers
 * in NEW, UNDER_CONSIDERATION, SENT_TO_LEADER or EXPIRED (not AWAIT_IN_GAME, DECLINED,
 * EXECUTED); execute/decline by executor — act row roles in AWAIT_IN_GAME or EXECUTED; delete —
 * act row roles in EXECUTED.
 */
export function actActions(roles: readonly Role[], status: Status): ActActions {
  return {
    open: can('openActRows', roles),
    decide:
      canTake('act', 'consider', roles, status) ||
      canTake('act', 'awaitInGame', roles, status) ||
      canTake('act', 'decline', roles, status),
    execute: canTake('act', 'execute', roles, status),
    decline: canTake('act', 'executorDecline', roles, status),
    delete: canTake('act', 'delete', roles, status),
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

/** Order row rules (02 §2.5, §4, §6); `decide` from the order machine. */
export function orderActions(roles: readonly Role[], status: Status): OrderActions {
  const approved = status === 'APPROVED';
  return {
    openReport: approved,
    openModal: !approved && can('decideOrder', roles),
    decide:
      canTake('order', 'approve', roles, status) || canTake('order', 'decline', roles, status),
  };
}

/** Office request actions (02 §2.6, §4). */
export interface OfficeActions {
  open: boolean;
  decline: boolean;
  issueLevel: boolean;
  changeLevel: boolean;
  /** Withdraw the level of an approved request (back to ON_CHECK). */
  withdrawLevel: boolean;
  delete: boolean;
}

/**
 * Office rules (02 §2.6, §4, §6): rows open for office roles, declined rows do not; the actions
 * come from the office machine (from ON_CHECK decline or issue a level; from APPROVED change or
 * withdraw the level, or delete).
 */
export function officeActions(roles: readonly Role[], status: Status): OfficeActions {
  return {
    open: can('officeActions', roles) && status !== 'DECLINED',
    decline: canTake('office', 'decline', roles, status),
    issueLevel: canTake('office', 'issueLevel', roles, status),
    changeLevel: canTake('office', 'changeLevel', roles, status),
    withdrawLevel: canTake('office', 'withdrawLevel', roles, status),
    delete: canTake('office', 'delete', roles, status),
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

/** Inactivity rules (02 §2.7, §4, §6); review and removal from the inactivity machine. */
export function inactivityActions(roles: readonly Role[], status: Status): InactivityActions {
  return {
    review:
      canTake('inactivity', 'approve', roles, status) ||
      canTake('inactivity', 'decline', roles, status),
    openOrder:
      !can('decideInactivity', roles) &&
      status === 'APPROVED' &&
      canOpenReport('inactivity', roles),
    manageApproved: canTake('inactivity', 'remove', roles, status),
  };
}

/** National security report actions. */
export interface NationalSecurityActions extends ReviewActions {
  open: boolean;
}

/**
 * National security rules (02 §2.8, §4, §6): open — NS row roles; edit — a pure advisor; review
 * (send back / accept) — NS deciders; edit and review only in ON_INSPECTOR_CHECK or NEED_IMPROVE.
 */
export function nationalSecurityActions(
  roles: readonly Role[],
  status: Status,
): NationalSecurityActions {
  return {
    open: can('openNationalSecurity', roles),
    ...reviewActions('nationalSecurity', roles, status),
  };
}

/** Laboratory row actions (03 §2 /laboratory). */
export interface LabActions {
  /** DONE: the report opens in a new tab for anyone. */
  openReport: boolean;
  /** Not DONE: read-only detail modal for lab roles. */
  openModal: boolean;
  /** The 'Изменить статус' dropdown is disabled (no action is left: CANCELED, DONE, EXPIRED). */
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

/**
 * Laboratory rules (03 §2, §4, §6), from the laboratory machine. `isDb`: the request came from
 * the suspects database.
 */
export function labActions(roles: readonly Role[], status: Status, isDb: boolean): LabActions {
  const facts = { isDb };
  const steps = (['take', 'approve', 'finish', 'decline'] as const).filter((a) =>
    startsFrom('laboratory', a, status),
  );
  return {
    openReport: status === 'DONE',
    openModal: status !== 'DONE' && can('laboratoryActions', roles),
    menuDisabled: steps.length === 0,
    take: canTake('laboratory', 'take', roles, status, facts),
    approve: canTake('laboratory', 'approve', roles, status, facts),
    finish: canTake('laboratory', 'finish', roles, status, facts),
    decline: canTake('laboratory', 'decline', roles, status, facts),
  };
}

/** Suspect detail actions (03 §2 /db). */
export interface SuspectActions {
  /** Status dropdown disabled (no arrest is left: DECLINED, EXPIRED, ON_LAB). */
  menuDisabled: boolean;
  /** 'Повторный арест' (FIRST). */
  secondArrest: boolean;
  /** 'Третий арест' (RECIDIVE). */
  thirdArrest: boolean;
  /** Open the laboratory report (a lab link exists and status is not DECLINED, EXPIRED, ON_LAB). */
  labReport: boolean;
}

/**
 * Suspect rules (03 §2, §4; 03 §6: the buttons depend only on status), from the suspect machine.
 * `roles` default to a staff member, since /db is open to staff only (03 §6). The third arrest is
 * offered only while none is recorded (`thirdArrestProve` empty).
 */
export function suspectActions(
  status: Status,
  laboratoryId: number | string | null | undefined,
  roles: readonly Role[] = STAFF_ROLES,
  thirdArrestProve: string | null = null,
): SuspectActions {
  const secondArrest = canTake('suspect', 'secondArrest', roles, status);
  const thirdArrest = canTake('suspect', 'thirdArrest', roles, status, { thirdArrestProve });
  const blocked =
    !startsFrom('suspect', 'secondArrest', status) && !startsFrom('suspect', 'thirdArrest', status);
  return {
    menuDisabled: blocked,
    secondArrest,
    thirdArrest,
    labReport: laboratoryId != null && laboratoryId !== '' && !blocked,
  };
}

/** Staff suspect dropdown item label (03 §2), or null when none applies. */
export function suspectArrestLabel(status: Status): string | null {
  if (startsFrom('suspect', 'secondArrest', status)) return 'Повторный арест';
  if (startsFrom('suspect', 'thirdArrest', status)) return 'Третий арест';
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
 * DEA home check rules (03 §4, §6), from the home check machine: deciders cancel/allow/delete
 * from ON_HEAD_CHECK and conduct/delete in CHECK_ALLOWED; other openers conduct only in
 * CHECK_ALLOWED.
 */
export function deaHomeActions(roles: readonly Role[], status: Status): DeaHomeActions {
  return {
    open: can('deaHomeOpen', roles),
    cancel: canTake('deaHomeCheck', 'cancel', roles, status),
    allow: canTake('deaHomeCheck', 'allow', roles, status),
    delete: canTake('deaHomeCheck', 'delete', roles, status),
    conduct: canTake('deaHomeCheck', 'conduct', roles, status),
    proofs: status === 'SUCCESS',
  };
}

/**
 * Whether opening a DEA work report is the head's check that marks it CHECKED 'Просмотрено'
 * (03 §4; the call is ours, `PUT /api/v1/dea-reports/{id}/check`, since the report page itself
 * carries no token, 03 §7): a reviewer of the machine, on ON_HEAD_CHECK, who is not its author
 * (an author opening his own report never checks it).
 */
export function canCheckDeaReport(
  roles: readonly Role[],
  status: Status,
  author: string | null | undefined,
  selfNick: string | null | undefined,
): boolean {
  const own = (author?.trim().toLowerCase() ?? '') === (selfNick?.trim().toLowerCase() ?? '');
  return !own && canTake('deaReport', 'check', roles, status);
}

/**
 * Start-test button on /academy (03 §2, §6): only on the caller's own row and when the test may
 * be taken (OPENED, exam test machine). Nicks are compared trimmed, case-insensitive.
 */
export function canStartTest(
  rowNick: string | null | undefined,
  selfNick: string | null | undefined,
  testState: Status,
): boolean {
  const row = rowNick?.trim().toLowerCase() ?? '';
  return (
    row !== '' &&
    row === (selfNick?.trim().toLowerCase() ?? '') &&
    startsFrom('examTestState', 'take', testState)
  );
}

/** Academy template actions (03 §2, §4). */
export interface AcademyTemplateActions {
  edit: boolean;
  activate: boolean;
}

/** Academy template rules (03 §2, §4, §6): director, on an INACTIVE template only. */
export function academyTemplateActions(
  roles: readonly Role[],
  status: Status,
): AcademyTemplateActions {
  return {
    edit: canTake('academyTemplate', 'edit', roles, status),
    activate: canTake('academyTemplate', 'activate', roles, status),
  };
}

/** Academy template editable (03 §2): director and status INACTIVE (an active one is read-only). */
export function canEditAcademyTemplate(roles: readonly Role[], status: Status): boolean {
  return academyTemplateActions(roles, status).edit;
}

/** Exam row test actions (03 §2 exam edit modal, /agent-tests). */
export interface ExamTestActions {
  /** Reopen a CLOSED test (exam editors). */
  reopen: boolean;
  /** Mark a submitted (CLOSED) test 'Сдал' / 'Не Сдал' (reviewers). */
  mark: boolean;
}

/** Exam test rules (03 §4 exam test state, §6), from the exam test machine. */
export function examTestActions(roles: readonly Role[], testState: Status): ExamTestActions {
  return {
    reopen: canTake('examTestState', 'reopen', roles, testState),
    mark: canTake('examTestState', 'mark', roles, testState),
  };
}
