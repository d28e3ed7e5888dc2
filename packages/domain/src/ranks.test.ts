// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  createAgentRankChoices,
  editAgentRankChoices,
  INSPECTOR_RANKS,
  isRank,
  rankIndex,
  RANKS,
} from './ranks.ts';
import { DIRECTIONS, NOT_DEFINED, POSITIONS, stripAgentNoPrefix, toNullable } from './positions.ts';

const UP_TO_HEAD_CID = [
  'Стажёр',
  'Дежурный',
  'Младший агент',
  'Агент',
  'Оперативный агент',
  'Старший агент',
  'Специальный агент',
  'Секретный агент',
  'Старший специальный агент',
  'Глава DEA',
  'Глава CID',
];

describe('RANKS', () => {
  it('is ordered from Стажёр to Директор with three inspector ranks', () => {
    expect(RANKS.slice(0, 11)).toEqual(UP_TO_HEAD_CID);
    expect(RANKS.slice(11, 14)).toEqual([...INSPECTOR_RANKS]);
    expect(INSPECTOR_RANKS.every((r) => r.includes('Инспектор'))).toBe(true);
    expect(RANKS.slice(-2)).toEqual(['Заместитель директора', 'Директор']);
    expect(rankIndex('Стажёр')).toBe(0);
    expect(rankIndex('nope')).toBe(-1);
    expect(isRank('Агент')).toBe(true);
  });
});

describe('createAgentRankChoices (01 §5)', () => {
  it('inspectors: Стажёр … Глава CID', () => {
    for (const r of [
      'hr_inspector',
      'national_security_inspector',
      'professional_standards_inspector',
    ] as const) {
      expect(createAgentRankChoices([r])).toEqual(UP_TO_HEAD_CID);
    }
  });
  it('deputy director: plus inspector ranks', () => {
    expect(createAgentRankChoices(['deputy_director'])).toEqual([
      ...UP_TO_HEAD_CID,
      ...INSPECTOR_RANKS,
    ]);
  });
  it('others (director, academy head, office manager): all ranks', () => {
    expect(createAgentRankChoices(['director'])).toEqual([...RANKS]);
    expect(createAgentRankChoices(['head_national_academy'])).toEqual([...RANKS]);
    expect(createAgentRankChoices(['office_manager'])).toEqual([...RANKS]);
    expect(createAgentRankChoices(['director', 'hr_inspector'])).toEqual([...RANKS]);
  });
});

describe('editAgentRankChoices (01 §5)', () => {
  it('director all, management set, inspector set, head set, none', () => {
    expect(editAgentRankChoices(['director'])).toEqual([...RANKS]);
    const mgmt = editAgentRankChoices(['office_manager']);
    expect(mgmt).toEqual(editAgentRankChoices(['deputy_director']));
    expect(mgmt).toEqual(editAgentRankChoices(['head_national_academy']));
    expect(mgmt).not.toContain('Директор');
    expect(mgmt).not.toContain('Заместитель директора');
    expect(mgmt).toContain('Инспектор по кадрам');
    const insp = editAgentRankChoices(['hr_inspector']);
    expect(insp.at(-1)).toBe('Старший специальный агент');
    expect(insp[0]).toBe('Стажёр');
    expect(editAgentRankChoices(['head_cid'])).toEqual([
      'Младший агент',
      'Агент',
      'Оперативный агент',
      'Старший агент',
      'Специальный агент',
    ]);
    expect(editAgentRankChoices(['agent_cid'])).toEqual([]);
  });
});

describe('positions and agent fields (01 §5)', () => {
  it('POSITIONS holds the org-chart posts', () => {
    for (const p of [
      'Не определено',
      'Глава HRT',
      'Глава разведки',
      'Глава ISB',
      'Советник по национальной безопасности',
      'Глава STB',
      'Криминалист',
      'Арбитр',
      'Аудитор',
      'Генеральный юрисконсульт',
      'Пресс-секретарь',
    ]) {
      expect(POSITIONS).toContain(p);
    }
    expect(DIRECTIONS).toEqual(['CID', 'DEA']);
  });

  it('toNullable: empty or Не определено → null', () => {
    expect(toNullable('')).toBeNull();
    expect(toNullable('  ')).toBeNull();
    expect(toNullable(null)).toBeNull();
    expect(toNullable(undefined)).toBeNull();
    expect(toNullable(NOT_DEFINED)).toBeNull();
    expect(toNullable('CID')).toBe('CID');
  });

  it('stripAgentNoPrefix strips a letter prefix', () => {
    expect(stripAgentNoPrefix('A042')).toBe('042');
    expect(stripAgentNoPrefix('CID-123')).toBe('123');
    expect(stripAgentNoPrefix('007')).toBe('007');
    expect(stripAgentNoPrefix(null)).toBe('');
  });
});
