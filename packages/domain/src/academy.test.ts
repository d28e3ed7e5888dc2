// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ACADEMY_RANK_LABELS,
  canMarkAgentTest,
  CONDITION_TYPE_LABELS,
  examCellText,
  examValueToSend,
  toAcademyRank,
  toConditionType,
} from './academy.ts';
import {
  DEMOTION,
  PUNISHMENT_TYPES,
  punishmentMeasure,
  TEAM_PUNISHMENT_LABELS,
} from './punishmentTypes.ts';

describe('academy enums (03 §3)', () => {
  it('labels and mapping', () => {
    expect(ACADEMY_RANK_LABELS).toEqual({
      TRAINEE: 'Стажёр',
      ATTENDANT: 'Дежурный',
      JUNIOR_AGENT: 'Младший агент',
    });
    expect(CONDITION_TYPE_LABELS).toEqual({
      OPTION: 'Опциональный',
      LOGICAL: 'Логический',
      TEST: 'Тест',
    });
    expect(toAcademyRank('Дежурный')).toBe('ATTENDANT');
    expect(toAcademyRank('TRAINEE')).toBe('TRAINEE');
    expect(toAcademyRank('x')).toBeNull();
    expect(toConditionType('Логический')).toBe('LOGICAL');
    expect(toConditionType('')).toBeNull();
  });
  it('exam cells (03 §2)', () => {
    expect(examCellText('LOGICAL', true)).toBe('Сдал');
    expect(examCellText('LOGICAL', 'false')).toBe('Не сдал');
    expect(examCellText('LOGICAL', null)).toBe('Не определено');
    expect(examCellText('OPTION', 'Хорошо')).toBe('Хорошо');
    expect(examCellText('OPTION', '')).toBe('Не определено');
    expect(examCellText('TEST', null, 'OPENED')).toBe('Открыт');
    expect(examCellText('TEST', null, 'CLOSED')).toBe('Закрыт');
    expect(examValueToSend('Не определено')).toBe('');
    expect(examValueToSend(' Отлично ')).toBe('Отлично');
  });
});

describe('punishment types', () => {
  it('registry and team', () => {
    expect(PUNISHMENT_TYPES).toEqual([
      'Предупреждение',
      'Выговор',
      'Строгий выговор',
      'Понижение',
      'Увольнение',
    ]);
    expect(DEMOTION).toBe('Понижение');
    expect(TEAM_PUNISHMENT_LABELS).toEqual({ warning: 'Предупреждение', reprimand: 'Выговор' });
    expect(punishmentMeasure('Понижение', 2)).toBe('Понижение (2)');
    expect(punishmentMeasure('Выговор', 2)).toBe('Выговор');
  });
});

describe('canMarkAgentTest (03 §2 /agent-tests)', () => {
  const closed = { examState: 'CLOSED', isLatestAttempt: true };
  it('is true only where the server accepts the mark', () => {
    expect(canMarkAgentTest(['director'], closed)).toBe(true);
    expect(canMarkAgentTest(['agent_cid'], closed)).toBe(false);
    expect(canMarkAgentTest(['director'], { ...closed, examState: 'OPENED' })).toBe(false);
    expect(canMarkAgentTest(['director'], { ...closed, examState: null })).toBe(false);
    expect(canMarkAgentTest(['director'], { ...closed, isLatestAttempt: false })).toBe(false);
  });
});
