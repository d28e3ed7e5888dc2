// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ACT_STATUSES,
  AUDIT_TYPE_LABELS,
  auditTypeLabel,
  buildAuditPayload,
  DEA_HOME_STATUSES,
  isStatusOf,
  LAB_STATUSES,
  MW_STATUSES,
  STATUS_MACHINES,
  STATUS_MEANING_TONES,
  statusLabel,
  statusMeaning,
  statusTone,
  suspectPublicLabel,
  SUSPECT_STATUSES,
  TEST_RESULT_VALUES,
} from './statuses.ts';

describe('status machines', () => {
  it('every machine value has a label and a tone', () => {
    for (const [machine, table] of Object.entries(STATUS_MACHINES)) {
      for (const [value, info] of Object.entries(table)) {
        expect(info.label, `${machine}.${value}`).toMatch(/\S/);
        expect(['neutral', 'info', 'success', 'warning', 'danger']).toContain(info.tone);
      }
    }
  });
  it('every status of every machine has exactly one of the four meanings, each its own tone', () => {
    const tones = Object.values(STATUS_MEANING_TONES);
    expect(new Set(tones).size).toBe(4);
    for (const [machine, table] of Object.entries(STATUS_MACHINES)) {
      for (const [value, info] of Object.entries(table)) {
        const meanings = Object.entries(STATUS_MEANING_TONES).filter(([, t]) => t === info.tone);
        expect(meanings, `${machine}.${value}`).toHaveLength(1);
        expect(statusMeaning(machine as keyof typeof STATUS_MACHINES, value)).toBe(
          meanings[0]?.[0],
        );
      }
    }
  });
  it('«Выдан ордер на арест» waits for the arrest: not the refused tone of «Отклонено»', () => {
    expect(statusLabel('mw', 'ORDER_ASSIGNED')).toBe('Выдан ордер на арест');
    expect(statusMeaning('mw', 'ORDER_ASSIGNED')).toBe('waiting');
    expect(statusTone('mw', 'ORDER_ASSIGNED')).not.toBe(statusTone('act', 'DECLINED'));
    expect(statusMeaning('act', 'DECLINED')).toBe('refused');
  });
  it.each([
    ['laboratory', 'IN_PROGRESS', 'progress'],
    ['act', 'AWAIT_IN_GAME', 'waiting'],
    ['act', 'EXPIRED', 'refused'],
    ['mw', 'CANCELED', 'refused'],
    ['suspect', 'RECIDIVE', 'done'],
    ['examTestState', 'CLOSED', 'done'],
  ] as const)('%s.%s means %s', (machine, value, meaning) => {
    expect(statusMeaning(machine, value)).toBe(meaning);
  });
  it('an unknown status has no meaning and the neutral tone', () => {
    expect(statusMeaning('act', 'BOGUS')).toBeUndefined();
    expect(statusTone('act', 'BOGUS')).toBe('neutral');
  });
  it('value arrays match tables', () => {
    expect(Object.keys(STATUS_MACHINES.mw)).toEqual([...MW_STATUSES]);
    expect(Object.keys(STATUS_MACHINES.act)).toEqual([...ACT_STATUSES]);
    expect(Object.keys(STATUS_MACHINES.laboratory)).toEqual([...LAB_STATUSES]);
    expect(Object.keys(STATUS_MACHINES.suspect)).toEqual([...SUSPECT_STATUSES]);
    expect(Object.keys(STATUS_MACHINES.deaHomeCheck)).toEqual([...DEA_HOME_STATUSES]);
  });
  it.each([
    ['ibDossier', 'ON_HEAD_CHECK', 'На проверке у главы разведки'],
    ['ibDossier', 'NEED_IMPROVE', 'Требуются доработки'],
    ['ibReport', 'APPROVED', 'Принят'],
    ['act', 'NEW', 'Новый'],
    ['act', 'UNDER_CONSIDERATION', 'На рассмотрении'],
    ['act', 'AWAIT_IN_GAME', 'Ожидаем в игре'],
    ['act', 'SENT_TO_LEADER', 'Передано лидеру'],
    ['act', 'DECLINED', 'Отклонено'],
    ['act', 'EXECUTED', 'Исполнено'],
    ['act', 'EXPIRED', 'Вышел срок'],
    ['order', 'ON_CHECK', 'На рассмотрении'],
    ['order', 'APPROVED', 'Ордер выдан'],
    ['order', 'DECLINED', 'Отклонено'],
    ['office', 'ON_CHECK', 'На проверке у Главы внутренней безопасности'],
    ['office', 'APPROVED', 'Допуск выдан'],
    ['office', 'DECLINED', 'Отклонен'],
    ['inactivity', 'ON_HR_CHECK', 'На проверке у инспектора по кадрам'],
    ['inactivity', 'APPROVED', 'Одобрена'],
    ['inactivity', 'DECLINED', 'Отклонена'],
    ['nationalSecurity', 'ON_INSPECTOR_CHECK', 'На проверке у инспектора'],
    ['nationalSecurity', 'NEED_IMPROVE', 'Требуются доработки'],
    ['nationalSecurity', 'APPROVED', 'Принят'],
    ['laboratory', 'ON_CHECK', 'На проверке у эксперта'],
    ['laboratory', 'IN_PROGRESS', 'В обработке'],
    ['laboratory', 'CANCELED', 'Отменено'],
    ['laboratory', 'DONE', 'Выполнено'],
    ['laboratory', 'EXPIRED', 'Вышел срок'],
    ['suspect', 'ON_LAB', 'В криминалистической лаборатории'],
    ['suspect', 'FIRST', 'Первый арест произведен'],
    ['suspect', 'RECIDIVE', 'Рецидив'],
    ['suspect', 'DECLINED', 'Отклонено лабораторией'],
    ['suspect', 'EXPIRED', 'Вышел срок'],
    ['deaHomeCheck', 'EXPIRED', 'Прошло 48 часов'],
    ['deaHomeCheck', 'CANCELED', 'Отменено'],
    ['deaHomeCheck', 'SUCCESS', 'Проверка проведена'],
    ['deaReport', 'ON_HEAD_CHECK', 'На проверке у главы DEA'],
    ['deaReport', 'CHECKED', 'Просмотрено'],
    ['examTestState', 'OPENED', 'Открыт'],
    ['examTestState', 'CLOSED', 'Закрыт'],
    ['testResult', 'Не Сдал', 'Не Сдал'],
  ] as const)('%s %s → %s', (machine, value, label) => {
    expect(statusLabel(machine, value)).toBe(label);
  });
  it('unknown → Неизвестно, neutral', () => {
    expect(statusLabel('mw', 'WHATEVER')).toBe('Неизвестно');
    expect(statusLabel('act', null)).toBe('Неизвестно');
    expect(statusLabel('act', 'toString')).toBe('Неизвестно');
    expect(statusTone('act', 'WHATEVER')).toBe('neutral');
    expect(statusTone('act', 'DECLINED')).toBe('danger');
    expect(isStatusOf('order', 'APPROVED')).toBe(true);
    expect(isStatusOf('order', 'NOPE')).toBe(false);
  });
  it('test results', () => expect(TEST_RESULT_VALUES).toEqual(['Сдал', 'Не Сдал']));
  it('public suspect label', () => {
    expect(suspectPublicLabel('RECIDIVE')).toBe('Рецидивист');
    expect(suspectPublicLabel('FIRST')).toBe('Первый арест произведен');
    expect(suspectPublicLabel('X')).toBe('Неизвестно');
  });
});

describe('audit', () => {
  it('labels', () => {
    expect(AUDIT_TYPE_LABELS).toEqual({
      PROMOTION: 'Изменение ранга',
      POSITION: 'Изменение должности',
      INACTIVE: 'Инактив',
    });
    expect(auditTypeLabel('X')).toBe('Неизвестно');
  });
  it('payload', () => {
    expect(buildAuditPayload('A_B', 'PROMOTION', 'Агент')).toEqual({
      nick: 'A_B',
      type: 'PROMOTION',
      rang: 'Агент',
    });
    expect(buildAuditPayload('A_B', 'POSITION', 'Арбитр')).toEqual({
      nick: 'A_B',
      type: 'POSITION',
      position: 'Арбитр',
    });
    expect(() => buildAuditPayload('A_B', 'INACTIVE', 'x')).toThrow('Неизвестный тип аудита');
  });
});
