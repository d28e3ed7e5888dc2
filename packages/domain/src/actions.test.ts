// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  actActions,
  canEditAcademyTemplate,
  canEditDossier,
  canFileToInvestigation,
  canStartTest,
  deaHomeActions,
  dossierActions,
  ibReportActions,
  inactivityActions,
  isPureNationalSecurityAdvisor,
  labActions,
  mwActions,
  nationalSecurityActions,
  officeActions,
  orderActions,
  raportActions,
  suspectActions,
  suspectArrestLabel,
} from './actions.ts';

describe('mwActions (01 §4, §6)', () => {
  it('agent edits only on check or rework', () => {
    expect(mwActions(['agent_cid'], 'ON_SENIOR_CHECK').edit).toBe(true);
    expect(mwActions(['junior_agent_dea'], 'NEED_IMPROVE').edit).toBe(true);
    expect(mwActions(['agent_cid'], 'APPROVED').edit).toBe(false);
    expect(mwActions(['agent_cid'], 'ORDER_ASSIGNED').edit).toBe(false);
    expect(mwActions(['general_counsel'], 'NEED_IMPROVE').edit).toBe(true);
    expect(mwActions(['head_cid'], 'NEED_IMPROVE').edit).toBe(false);
  });
  it('review disabled when caught or canceled', () => {
    expect(mwActions(['head_cid'], 'ON_SENIOR_CHECK').review).toBe(true);
    expect(mwActions(['head_cid'], 'SUSPECT_CAUGHT').review).toBe(false);
    expect(mwActions(['director'], 'CANCELED').review).toBe(false);
    expect(mwActions(['agent_cid'], 'ON_SENIOR_CHECK').review).toBe(false);
  });
  it('rework and approve in every status but caught or canceled (01 §4)', () => {
    for (const s of ['ON_SENIOR_CHECK', 'NEED_IMPROVE', 'APPROVED', 'ORDER_ASSIGNED']) {
      expect(mwActions(['director'], s), s).toMatchObject({
        review: true,
        rework: true,
        approve: true,
      });
    }
    for (const s of ['SUSPECT_CAUGHT', 'CANCELED']) {
      expect(mwActions(['head_cid'], s), s).toMatchObject({ rework: false, approve: false });
    }
  });
  it('warrant only after approval', () => {
    expect(mwActions(['general_counsel'], 'APPROVED').warrant).toBe(true);
    for (const s of [
      'ON_SENIOR_CHECK',
      'ORDER_ASSIGNED',
      'NEED_IMPROVE',
      'SUSPECT_CAUGHT',
      'CANCELED',
    ]) {
      expect(mwActions(['general_counsel', 'director'], s).warrant).toBe(false);
    }
    expect(mwActions(['agent_cid'], 'APPROVED').warrant).toBe(false);
  });
  it('arrest for any staff when ORDER_ASSIGNED', () => {
    expect(mwActions(['criminalist'], 'ORDER_ASSIGNED').arrest).toBe(true);
    expect(mwActions(['user'], 'ORDER_ASSIGNED').arrest).toBe(false);
    expect(mwActions(['director'], 'APPROVED').arrest).toBe(false);
  });
});

describe('raport, IB, dossier (01 §4, §6)', () => {
  it('raport disabled once approved', () => {
    const none = { edit: false, review: false, rework: false, approve: false };
    expect(raportActions(['agent_dea'], 'NEED_IMPROVE')).toEqual({ ...none, edit: true });
    expect(raportActions(['head_dea'], 'ON_HEAD_CHECK')).toEqual({
      ...none,
      review: true,
      rework: true,
      approve: true,
    });
    expect(raportActions(['director'], 'APPROVED')).toEqual(none);
    expect(raportActions(['director'], 'SOMETHING_ELSE')).toEqual(none);
  });
  it('IB report', () => {
    expect(ibReportActions(['secret_intelligence_agent'], 'NEED_IMPROVE').edit).toBe(true);
    expect(ibReportActions(['secret_intelligence_agent'], 'APPROVED').edit).toBe(false);
    expect(ibReportActions(['head_intelligence'], 'ON_HEAD_CHECK').review).toBe(true);
  });
  it('dossier edit: secret agent who is not a head', () => {
    expect(canEditDossier(['secret_intelligence_agent'])).toBe(true);
    expect(canEditDossier(['secret_intelligence_agent', 'head_intelligence'])).toBe(false);
    expect(canEditDossier(['director'])).toBe(false);
    expect(dossierActions(['secret_intelligence_agent'], 'ON_HEAD_CHECK').edit).toBe(true);
    expect(dossierActions(['secret_intelligence_agent'], 'APPROVED').edit).toBe(false);
  });
  it('director comment only by director on approved', () => {
    expect(dossierActions(['director'], 'APPROVED').directorComment).toBe(true);
    expect(dossierActions(['director'], 'ON_HEAD_CHECK').directorComment).toBe(false);
    expect(dossierActions(['deputy_director'], 'APPROVED').directorComment).toBe(false);
  });
  it('investigation fit', () => {
    expect(canFileToInvestigation(['agent_cid'], { direction: 'CID', isJoint: false })).toBe(true);
    expect(canFileToInvestigation(['agent_cid'], { direction: 'DEA', isJoint: false })).toBe(false);
    expect(canFileToInvestigation(['agent_cid'], { direction: 'DEA', isJoint: true })).toBe(true);
    expect(canFileToInvestigation(['head_dea'], { direction: 'DEA' })).toBe(true);
    expect(canFileToInvestigation(['director'], { direction: 'DEA' })).toBe(true);
    expect(canFileToInvestigation(['criminalist'], { isJoint: true })).toBe(false);
  });
});

describe('actActions (02 §4, §6)', () => {
  it('decision makers cannot change AWAIT_IN_GAME, DECLINED, EXECUTED', () => {
    expect(actActions(['professional_standards_inspector'], 'NEW').decide).toBe(true);
    for (const s of ['AWAIT_IN_GAME', 'DECLINED', 'EXECUTED']) {
      expect(actActions(['director'], s).decide).toBe(false);
    }
    expect(actActions(['head_cid'], 'NEW').decide).toBe(false);
  });
  it('decision makers decide an EXPIRED act (02 §4 disables only DECLINED, EXECUTED, AWAIT)', () => {
    expect(actActions(['professional_standards_inspector'], 'EXPIRED').decide).toBe(true);
    expect(actActions(['director'], 'SENT_TO_LEADER').decide).toBe(true);
  });
  it('executor in AWAIT_IN_GAME or EXECUTED; delete needs EXECUTED', () => {
    expect(actActions(['head_cid'], 'AWAIT_IN_GAME')).toMatchObject({
      open: true,
      execute: true,
      decline: true,
      delete: false,
    });
    expect(actActions(['office_manager'], 'EXECUTED').delete).toBe(true);
    expect(actActions(['office_manager'], 'NEW').execute).toBe(false);
    expect(actActions(['agent_cid'], 'EXECUTED')).toMatchObject({ open: false, delete: false });
  });
});

describe('orders, office, inactivity, national security (02)', () => {
  it('orders', () => {
    expect(orderActions(['user'], 'APPROVED')).toEqual({
      openReport: true,
      openModal: false,
      decide: false,
    });
    expect(orderActions(['general_counsel'], 'ON_CHECK')).toEqual({
      openReport: false,
      openModal: true,
      decide: true,
    });
    expect(orderActions(['general_counsel'], 'DECLINED').decide).toBe(false);
    expect(orderActions(['agent_cid'], 'ON_CHECK').openModal).toBe(false);
  });
  it('office', () => {
    const r = ['head_internal_security_department'] as const;
    expect(officeActions([...r], 'ON_CHECK')).toEqual({
      open: true,
      decline: true,
      issueLevel: true,
      changeLevel: false,
      withdrawLevel: false,
      delete: false,
    });
    expect(officeActions([...r], 'APPROVED')).toMatchObject({
      changeLevel: true,
      withdrawLevel: true,
      delete: true,
    });
    expect(officeActions([...r], 'DECLINED').open).toBe(false);
    expect(officeActions(['agent_cid'], 'ON_CHECK').open).toBe(false);
  });
  it('inactivity', () => {
    expect(inactivityActions(['hr_inspector'], 'ON_HR_CHECK').review).toBe(true);
    expect(inactivityActions(['agent_cid'], 'ON_HR_CHECK').review).toBe(false);
    expect(inactivityActions(['agent_cid'], 'APPROVED')).toEqual({
      review: false,
      openOrder: true,
      manageApproved: false,
    });
    expect(inactivityActions(['director'], 'APPROVED').manageApproved).toBe(true);
  });
  it('national security: pure advisor edits', () => {
    expect(isPureNationalSecurityAdvisor(['national_security_advisor'])).toBe(true);
    expect(isPureNationalSecurityAdvisor(['national_security_advisor', 'director'])).toBe(false);
    expect(
      isPureNationalSecurityAdvisor(['national_security_advisor', 'national_security_inspector']),
    ).toBe(false);
    const none = { open: true, edit: false, review: false, rework: false, approve: false };
    expect(nationalSecurityActions(['national_security_advisor'], 'NEED_IMPROVE')).toEqual({
      ...none,
      edit: true,
    });
    const review = { ...none, review: true, rework: true, approve: true };
    expect(nationalSecurityActions(['national_security_inspector'], 'ON_INSPECTOR_CHECK')).toEqual(
      review,
    );
    // 02 §4: review is available in NEED_IMPROVE too (issue 7 disagreement).
    expect(nationalSecurityActions(['national_security_inspector'], 'NEED_IMPROVE')).toEqual(
      review,
    );
    expect(nationalSecurityActions(['director'], 'APPROVED')).toEqual(none);
  });
});

describe('laboratory, suspects, DEA, academy (03)', () => {
  it('laboratory dropdown', () => {
    const c = ['criminalist'] as const;
    expect(labActions([...c], 'ON_CHECK', false)).toMatchObject({
      take: true,
      approve: false,
      decline: true,
      menuDisabled: false,
    });
    expect(labActions([...c], 'ON_CHECK', true)).toMatchObject({ take: false, approve: true });
    // 03 §2/§4: automatic execution only from ON_CHECK (issue 7 disagreement).
    expect(labActions([...c], 'IN_PROGRESS', true)).toMatchObject({ approve: false, finish: true });
    expect(labActions([...c], 'IN_PROGRESS', false)).toMatchObject({ finish: true, decline: true });
    for (const s of ['CANCELED', 'DONE', 'EXPIRED']) {
      expect(labActions([...c], s, false).menuDisabled).toBe(true);
    }
    expect(labActions(['user'], 'DONE', false).openReport).toBe(true);
    expect(labActions(['agent_cid'], 'ON_CHECK', false).openModal).toBe(false);
  });
  it('suspects', () => {
    expect(suspectActions('FIRST', 5)).toEqual({
      menuDisabled: false,
      secondArrest: true,
      thirdArrest: false,
      labReport: true,
    });
    expect(suspectActions('RECIDIVE', null)).toMatchObject({ thirdArrest: true, labReport: false });
    // Recorded once: a second third arrest would replace its proof.
    const recorded = suspectActions('RECIDIVE', null, undefined, 'https://imgur.com/a/3');
    expect(recorded.thirdArrest).toBe(false);
    for (const s of ['DECLINED', 'EXPIRED', 'ON_LAB']) {
      expect(suspectActions(s, 5)).toMatchObject({ menuDisabled: true, labReport: false });
    }
    expect(suspectArrestLabel('FIRST')).toBe('Повторный арест');
    expect(suspectArrestLabel('RECIDIVE')).toBe('Третий арест');
    expect(suspectArrestLabel('ON_LAB')).toBeNull();
  });
  it('DEA home checks', () => {
    expect(deaHomeActions(['head_dea'], 'ON_HEAD_CHECK')).toEqual({
      open: true,
      cancel: true,
      allow: true,
      delete: true,
      conduct: false,
      proofs: false,
    });
    expect(deaHomeActions(['agent_dea'], 'ON_HEAD_CHECK')).toMatchObject({
      cancel: false,
      delete: false,
      conduct: false,
    });
    expect(deaHomeActions(['agent_dea'], 'CHECK_ALLOWED').conduct).toBe(true);
    expect(deaHomeActions(['head_dea'], 'CHECK_ALLOWED')).toMatchObject({
      conduct: true,
      delete: true,
      cancel: false,
    });
    for (const s of ['CANCELED', 'EXPIRED', 'SUCCESS']) {
      expect(deaHomeActions(['director'], s).conduct).toBe(false);
    }
    expect(deaHomeActions(['agent_cid'], 'SUCCESS')).toMatchObject({ open: false, proofs: true });
  });
  it('academy', () => {
    expect(canStartTest('Ivan_Ivanov', 'ivan_ivanov', 'OPENED')).toBe(true);
    expect(canStartTest('Ivan_Ivanov', 'Petr_Petrov', 'OPENED')).toBe(false);
    expect(canStartTest('Ivan_Ivanov', 'Ivan_Ivanov', 'CLOSED')).toBe(false);
    expect(canEditAcademyTemplate(['director'], 'INACTIVE')).toBe(true);
    expect(canEditAcademyTemplate(['director'], 'ACTIVE')).toBe(false);
    expect(canEditAcademyTemplate(['deputy_director'], 'INACTIVE')).toBe(false);
  });
});
