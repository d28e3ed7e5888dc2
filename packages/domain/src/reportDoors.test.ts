import { describe, expect, it } from 'vitest';
import { canCheckDeaReport } from './actions.ts';
import { canOpenReport, isPublicMostWanted, REPORT_DOORS, type ReportKind } from './reportDoors.ts';
import { ROLES, USER_ROLE } from './roles.ts';

describe('report doors (01 §7, 02 §7, 03 §7)', () => {
  it('only the five reports 02 §7 and 03 §7 mark go without a token', () => {
    const tokenless = (Object.keys(REPORT_DOORS) as ReportKind[]).filter(
      (k) => !REPORT_DOORS[k].token,
    );
    expect(tokenless.sort()).toEqual(
      ['audit', 'deaReport', 'laboratory', 'mostWantedSmall', 'order'].sort(),
    );
  });

  it('a visitor opens no token-carrying report, any staff role a raport (01 §6)', () => {
    for (const kind of Object.keys(REPORT_DOORS) as ReportKind[])
      expect(canOpenReport(kind, [USER_ROLE])).toBe(!REPORT_DOORS[kind].token);
    for (const role of ROLES) expect(canOpenReport('raport', [role])).toBe(true);
  });

  it('a dossier opens for the roles of 01 §6 "Dossier open" only', () => {
    const allowed = ROLES.filter((r) => canOpenReport('dossier', [r]));
    expect(allowed).toEqual([
      'secret_intelligence_agent',
      'head_intelligence',
      'deputy_director',
      'director',
    ]);
  });

  it('the MW small report belongs to the public page only (03 §2 /suspects)', () => {
    expect(['ORDER_ASSIGNED', 'SUSPECT_CAUGHT'].every(isPublicMostWanted)).toBe(true);
    for (const s of ['ON_SENIOR_CHECK', 'NEED_IMPROVE', 'APPROVED', 'CANCELED', null])
      expect(isPublicMostWanted(s)).toBe(false);
  });
});

describe("DEA report check (03 §4: the head's check)", () => {
  it('the head checks a report on check written by someone else', () => {
    expect(canCheckDeaReport(['head_dea'], 'ON_HEAD_CHECK', 'Ivan_Petrov', 'Head_Dea')).toBe(true);
    expect(canCheckDeaReport(['director'], 'ON_HEAD_CHECK', 'Ivan_Petrov', 'Boss_Big')).toBe(true);
  });

  it('never the author, an agent, or a checked report', () => {
    expect(canCheckDeaReport(['head_dea'], 'ON_HEAD_CHECK', 'Head_Dea', 'head_dea ')).toBe(false);
    expect(canCheckDeaReport(['agent_dea'], 'ON_HEAD_CHECK', 'Ivan_Petrov', 'Agent_A')).toBe(false);
    expect(canCheckDeaReport(['head_dea'], 'CHECKED', 'Ivan_Petrov', 'Head_Dea')).toBe(false);
  });
});
