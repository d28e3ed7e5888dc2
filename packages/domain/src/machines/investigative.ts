/**
 * The machines of 01 §4: MW report, agent report (raport), IB report and IB dossier. Roles come
 * from the permission table of 01 §6.
 */
import type { IbStatus, MwStatus, RaportStatus } from '../statuses.ts';
import type { Transition } from './transition.ts';
import { canEditDossier } from './who.ts';

/**
 * MW statuses the senior may still review (01 §4 "Rework/approve and the warrant button are
 * disabled when caught or canceled"): every status but SUSPECT_CAUGHT and CANCELED. Approving a
 * report again (APPROVED, ORDER_ASSIGNED) leads to APPROVED, so a withdrawn warrant can be issued
 * again; sending it back leads to NEED_IMPROVE, where the agent edits it.
 */
const MW_REVIEWABLE = ['ON_SENIOR_CHECK', 'NEED_IMPROVE', 'APPROVED', 'ORDER_ASSIGNED'] as const;

/**
 * MW report (01 §4). The senior sends back or approves a report in any status but caught or
 * canceled ({@link MW_REVIEWABLE}). Editing only in ON_SENIOR_CHECK or NEED_IMPROVE; the warrant
 * only from APPROVED (not ON_SENIOR_CHECK, ORDER_ASSIGNED, NEED_IMPROVE, caught or canceled).
 */
export const MW_MACHINE = {
  edit: {
    from: ['ON_SENIOR_CHECK', 'NEED_IMPROVE'],
    who: 'mwEdit',
    to: 'ON_SENIOR_CHECK',
    verb: 'изменить MW-отчёт',
  },
  rework: {
    from: MW_REVIEWABLE,
    who: 'mwReview',
    to: 'NEED_IMPROVE',
    verb: 'отправить MW-отчёт на доработку',
  },
  approve: {
    from: MW_REVIEWABLE,
    who: 'mwReview',
    to: 'APPROVED',
    verb: 'одобрить MW-отчёт',
  },
  warrant: {
    from: ['APPROVED'],
    who: 'mwWarrant',
    to: 'ORDER_ASSIGNED',
    verb: 'выдать ордер на арест',
  },
  arrest: {
    from: ['ORDER_ASSIGNED'],
    who: 'mwArrest',
    to: 'SUSPECT_CAUGHT',
    verb: 'зафиксировать арест',
  },
} as const satisfies Record<string, Transition<MwStatus>>;

/** Statuses of a report or dossier still under review (01 §4: disabled once approved). */
const IN_REVIEW = ['ON_HEAD_CHECK', 'NEED_IMPROVE'] as const;

/** Agent report (01 §4): the head sends back or approves; the agent edits and resubmits. */
export const RAPORT_MACHINE = {
  edit: { from: IN_REVIEW, who: 'raportEdit', to: 'ON_HEAD_CHECK', verb: 'изменить рапорт' },
  rework: {
    from: IN_REVIEW,
    who: 'raportReview',
    to: 'NEED_IMPROVE',
    verb: 'отправить рапорт на доработку',
  },
  approve: { from: IN_REVIEW, who: 'raportReview', to: 'APPROVED', verb: 'принять рапорт' },
} as const satisfies Record<string, Transition<RaportStatus>>;

/** IB report (01 §4): edited by the secret agent, reviewed by the IB heads (01 §6). */
export const IB_REPORT_MACHINE = {
  edit: { from: IN_REVIEW, who: 'ibReportEdit', to: 'ON_HEAD_CHECK', verb: 'изменить рапорт' },
  rework: {
    from: IN_REVIEW,
    who: 'ibReportApprove',
    to: 'NEED_IMPROVE',
    verb: 'отправить рапорт на доработку',
  },
  approve: { from: IN_REVIEW, who: 'ibReportApprove', to: 'APPROVED', verb: 'принять рапорт' },
} as const satisfies Record<string, Transition<IbStatus>>;

/**
 * IB dossier (01 §4): edited by a secret agent who is not a head, reviewed by the IB heads; the
 * director comments on an approved dossier (the status stays).
 */
export const IB_DOSSIER_MACHINE = {
  edit: { from: IN_REVIEW, who: canEditDossier, to: 'ON_HEAD_CHECK', verb: 'изменить досье' },
  rework: {
    from: IN_REVIEW,
    who: 'dossierReview',
    to: 'NEED_IMPROVE',
    verb: 'вернуть досье на доработку',
  },
  approve: { from: IN_REVIEW, who: 'dossierReview', to: 'APPROVED', verb: 'принять досье' },
  directorComment: {
    from: ['APPROVED'],
    who: 'dossierDirectorComment',
    to: 'APPROVED',
    verb: 'оставить комментарий директора',
  },
} as const satisfies Record<string, Transition<IbStatus>>;
