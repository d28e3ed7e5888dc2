import { describe, expect, it } from 'vitest';
import {
  canAccessHrProfile,
  isRecordEditor,
  publicFields,
  readsFullRecords,
} from './recordAccess.ts';

const CID_AGENT = { rang: 'Агент', position: null, direction: 'CID' };
const DIRECTOR = { rang: 'Директор', position: null, direction: null };
const HEAD_CID = { rang: 'Глава CID', position: null, direction: 'CID' };

describe('canAccessHrProfile (01 §6 HR dropdown by table)', () => {
  it('gives the auditor the CID, DEA and academy tables only', () => {
    expect(canAccessHrProfile(['auditor'], CID_AGENT)).toBe(true);
    expect(canAccessHrProfile(['auditor'], HEAD_CID)).toBe(false);
    expect(canAccessHrProfile(['auditor'], DIRECTOR)).toBe(false);
  });

  it("gives nobody the director's office, and no HR role anything", () => {
    expect(canAccessHrProfile(['director', 'hr_inspector'], DIRECTOR)).toBe(false);
    expect(canAccessHrProfile(['hr_inspector'], HEAD_CID)).toBe(true);
    expect(canAccessHrProfile(['agent_cid'], CID_AGENT)).toBe(false);
  });
});

describe('isRecordEditor (01 §6, 02 §6)', () => {
  it('lets a pure advisor edit only their own assessment', () => {
    const roles = ['national_security_advisor'] as const;
    expect(isRecordEditor('nationalSecurity', roles, 'A_B', 'A_B')).toBe(true);
    expect(isRecordEditor('nationalSecurity', roles, 'A_B', 'C_D')).toBe(false);
    expect(isRecordEditor('nationalSecurity', roles, null, 'C_D')).toBe(false);
  });

  it('lets general_counsel edit any MW report and the top roles any agent report', () => {
    expect(isRecordEditor('mw', ['general_counsel'], 'A_B', 'C_D')).toBe(true);
    expect(isRecordEditor('mw', ['agent_cid'], 'A_B', 'C_D')).toBe(false);
    expect(isRecordEditor('raport', ['deputy_director'], 'A_B', 'C_D')).toBe(true);
    expect(isRecordEditor('ibReport', ['director'], 'A_B', 'C_D')).toBe(false);
  });
});

describe('public list fields (02 §2.8, 03 §2, §3)', () => {
  it('keeps only the columns a visitor sees', () => {
    const lab = {
      id: 1,
      nick: 'A_B',
      approver: null,
      comment: null,
      status: 'DONE',
      createdAt: 'x',
      proves: 'https://p',
      objects: 'Задержанный C_D',
      isDb: true,
    };
    expect(publicFields('laboratory', lab)).toEqual({
      id: 1,
      nick: 'A_B',
      approver: null,
      comment: null,
      status: 'DONE',
      createdAt: 'x',
    });
    const ns = {
      id: 2,
      author: 'A_B',
      faction: 'EMS',
      mark: 5,
      description: 'd',
      comment: 'c',
      status: 'APPROVED',
      createdAt: 'x',
    };
    expect(Object.keys(publicFields('nationalSecurity', ns)).sort()).toEqual([
      'author',
      'createdAt',
      'faction',
      'id',
      'mark',
      'status',
    ]);
  });

  it('gives whole records to the roles that open rows only', () => {
    expect(readsFullRecords('laboratory', ['criminalist'])).toBe(true);
    expect(readsFullRecords('laboratory', ['agent_cid'])).toBe(false);
    expect(readsFullRecords('nationalSecurity', ['national_security_advisor'])).toBe(true);
    expect(readsFullRecords('nationalSecurity', ['user'])).toBe(false);
    expect(readsFullRecords('suspect', ['director'])).toBe(false);
  });
});
