/**
 * The machines of 02 §4: act, order, office request, inactivity and national security report.
 * Roles come from the permission table of 02 §6.
 */
import type {
  ActStatus,
  InactivityStatus,
  NationalSecurityStatus,
  OfficeStatus,
  OrderStatus,
} from '../statuses.ts';
import type { Transition } from './transition.ts';
import { isPureNationalSecurityAdvisor } from './who.ts';

/**
 * Statuses a decision maker decides from (02 §4): the menu is disabled for DECLINED and EXECUTED,
 * and decision makers cannot change it while AWAIT_IN_GAME; an EXPIRED act can still be decided.
 */
const DECIDABLE = ['NEW', 'UNDER_CONSIDERATION', 'SENT_TO_LEADER', 'EXPIRED'] as const;
/** Statuses in which an executor acts (02 §4). */
const EXECUTABLE = ['AWAIT_IN_GAME', 'EXECUTED'] as const;

/**
 * Act (02 §4). A decision maker sets UNDER_CONSIDERATION, or DECLINED / AWAIT_IN_GAME with a
 * verdict; an executor executes, declines with a verdict, or deletes an EXECUTED act.
 * SENT_TO_LEADER and EXPIRED are set by the server only ("transitions the server itself
 * performs"), so no action leads to them.
 */
export const ACT_MACHINE = {
  consider: {
    from: DECIDABLE,
    who: 'decideAct',
    to: 'UNDER_CONSIDERATION',
    verb: 'изменить статус акта',
  },
  awaitInGame: { from: DECIDABLE, who: 'decideAct', to: 'AWAIT_IN_GAME', verb: 'вынести вердикт' },
  decline: { from: DECIDABLE, who: 'decideAct', to: 'DECLINED', verb: 'вынести вердикт' },
  execute: { from: EXECUTABLE, who: 'executeAct', to: 'EXECUTED', verb: 'исполнить акт' },
  executorDecline: {
    from: EXECUTABLE,
    who: 'executeAct',
    to: 'DECLINED',
    verb: 'отклонить акт',
  },
  delete: { from: ['EXECUTED'], who: 'executeAct', to: null, verb: 'удалить акт' },
} as const satisfies Record<string, Transition<ActStatus>>;

/** Warrant order (02 §4): approved or declined from ON_CHECK. */
export const ORDER_MACHINE = {
  approve: { from: ['ON_CHECK'], who: 'decideOrder', to: 'APPROVED', verb: 'выдать ордер' },
  decline: { from: ['ON_CHECK'], who: 'decideOrder', to: 'DECLINED', verb: 'отклонить ордер' },
} as const satisfies Record<string, Transition<OrderStatus>>;

/**
 * Office request (02 §4): from ON_CHECK decline or issue a level; from APPROVED change the level,
 * withdraw it (back to ON_CHECK: the level-delete call whose path 02 §7 does not show) or delete.
 */
export const OFFICE_MACHINE = {
  decline: { from: ['ON_CHECK'], who: 'officeActions', to: 'DECLINED', verb: 'отклонить заявку' },
  issueLevel: {
    from: ['ON_CHECK'],
    who: 'officeActions',
    to: 'APPROVED',
    verb: 'выдать допуск',
  },
  changeLevel: {
    from: ['APPROVED'],
    who: 'officeActions',
    to: 'APPROVED',
    verb: 'изменить уровень допуска',
  },
  withdrawLevel: {
    from: ['APPROVED'],
    who: 'officeActions',
    to: 'ON_CHECK',
    verb: 'отозвать уровень допуска',
  },
  delete: { from: ['APPROVED'], who: 'officeActions', to: null, verb: 'удалить заявку' },
} as const satisfies Record<string, Transition<OfficeStatus>>;

/** Inactivity (02 §4): approve or decline from ON_HR_CHECK; an approved one can be removed. */
export const INACTIVITY_MACHINE = {
  approve: {
    from: ['ON_HR_CHECK'],
    who: 'decideInactivity',
    to: 'APPROVED',
    verb: 'одобрить инактив',
  },
  decline: {
    from: ['ON_HR_CHECK'],
    who: 'decideInactivity',
    to: 'DECLINED',
    verb: 'отклонить инактив',
  },
  remove: { from: ['APPROVED'], who: 'decideInactivity', to: null, verb: 'снять с инактива' },
} as const satisfies Record<string, Transition<InactivityStatus>>;

/** Review and editing only in ON_INSPECTOR_CHECK or NEED_IMPROVE (02 §4). */
const NS_IN_REVIEW = ['ON_INSPECTOR_CHECK', 'NEED_IMPROVE'] as const;

/**
 * National security report (02 §4): an inspector sends back or approves, a pure advisor edits
 * and resubmits; all three only in ON_INSPECTOR_CHECK or NEED_IMPROVE.
 */
export const NATIONAL_SECURITY_MACHINE = {
  edit: {
    from: NS_IN_REVIEW,
    who: isPureNationalSecurityAdvisor,
    to: 'ON_INSPECTOR_CHECK',
    verb: 'изменить отчёт',
  },
  rework: {
    from: NS_IN_REVIEW,
    who: 'decideNationalSecurity',
    to: 'NEED_IMPROVE',
    verb: 'вернуть отчёт на доработку',
  },
  approve: {
    from: NS_IN_REVIEW,
    who: 'decideNationalSecurity',
    to: 'APPROVED',
    verb: 'принять отчёт',
  },
} as const satisfies Record<string, Transition<NationalSecurityStatus>>;

/**
 * Refusal of a status the act status call may not set (02 §4): only UNDER_CONSIDERATION is set
 * directly; SENT_TO_LEADER and EXPIRED are the server's, DECLINED and AWAIT_IN_GAME need a verdict.
 */
export const ACT_SERVER_STATUS_MESSAGE = 'Этим вызовом ставится только статус «На рассмотрении»';

/** Refusal of a verdict with any other status than DECLINED or AWAIT_IN_GAME (02 §4) — ours. */
export const ACT_VERDICT_STATUS_MESSAGE = 'Статус вердикта должен быть DECLINED или AWAIT_IN_GAME';
