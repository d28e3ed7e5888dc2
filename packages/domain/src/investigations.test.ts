import { describe, expect, it } from 'vitest';
import {
  branchOf,
  ibFilingChoice,
  investigationDirection,
  raportFilingChoice,
} from './investigations.ts';
import { validateStartInvestigation } from './validation/investigations.ts';

const CID = { id: 1, direction: 'CID', isJoint: false };
const DEA = { id: 2, direction: 'DEA', isJoint: false };
const JOINT = { id: 3, direction: 'CID', isJoint: true };

describe('branchOf / investigationDirection (01 §3 direction)', () => {
  it('heads and agents have their branch, the director office none', () => {
    expect(branchOf(['head_cid'])).toBe('CID');
    expect(branchOf(['junior_agent_dea'])).toBe('DEA');
    expect(branchOf(['director'])).toBeNull();
    expect(branchOf(['deputy_director'])).toBeNull();
  });
  it('the own branch wins; the director office takes the chosen one', () => {
    expect(investigationDirection(['head_dea'], 'CID')).toBe('DEA');
    expect(investigationDirection(['director'], 'CID')).toBe('CID');
    expect(investigationDirection(['director'], 'XYZ')).toBeNull();
    expect(investigationDirection(['director'], null)).toBeNull();
  });
});

describe('raportFilingChoice (01 §6, §8)', () => {
  it('none open', () => {
    expect(raportFilingChoice(['agent_cid'], [])).toEqual({
      ok: false,
      message: 'Нет открытых расследований для подачи рапорта',
    });
  });
  it('none that fits', () => {
    expect(raportFilingChoice(['agent_cid'], [DEA])).toEqual({
      ok: false,
      message: 'У вас нет доступа к текущим расследованиям',
    });
    expect(raportFilingChoice(['arbiter'], [CID, DEA, JOINT]).ok).toBe(false);
  });
  it('CID roles to CID and joint, DEA roles to DEA and joint, the director to any', () => {
    expect(raportFilingChoice(['agent_cid'], [CID, DEA, JOINT])).toEqual({
      ok: true,
      investigations: [CID, JOINT],
    });
    expect(raportFilingChoice(['head_dea'], [CID, DEA, JOINT])).toEqual({
      ok: true,
      investigations: [DEA, JOINT],
    });
    expect(raportFilingChoice(['director'], [CID, DEA, JOINT])).toEqual({
      ok: true,
      investigations: [CID, DEA, JOINT],
    });
  });
  it('IB: any open IB investigation, else none open', () => {
    expect(ibFilingChoice([])).toEqual({
      ok: false,
      message: 'Нет открытых расследований для подачи рапорта',
    });
    expect(ibFilingChoice([{ id: 9 }])).toEqual({ ok: true, investigations: [{ id: 9 }] });
  });
});

describe('validateStartInvestigation with a branch (01 §5; branch ours)', () => {
  it('the director office names the branch of a non-joint investigation', () => {
    const base = { faction: 'LSPD', isJoint: false, needsDirection: true };
    expect(validateStartInvestigation(base)).toEqual({
      field: 'direction',
      message: 'Выберите направление расследования',
    });
    expect(validateStartInvestigation({ ...base, direction: 'DEA' })).toBeNull();
    expect(validateStartInvestigation({ ...base, isJoint: true })).toBeNull();
    expect(validateStartInvestigation({ ...base, needsDirection: false })).toBeNull();
  });
});
