// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateAcademyTemplate } from './academy.ts';
import {
  deaReportProves,
  validateDeaCancel,
  validateDeaCheckEdit,
  validateDeaExecution,
  validateDeaHomeCheck,
  validateDeaReport,
} from './dea.ts';
import { validateLabDecline, validateLabExecution, validateLabRequest } from './laboratory.ts';
import { MESSAGES } from './messages.ts';
import { validateArrestProof, validateSuspect } from './suspects.ts';
import { validateTestCreation } from './tests.ts';

describe('laboratory (03 §5)', () => {
  const r = {
    nick: 'Ivan_Ivanov',
    faction: 'FBI',
    rang: 'Агент',
    division: 'CID',
    expertise: ['Баллистическая экспертиза', 'Дактилоскопическая экспертиза'],
    objects: 'Пистолет',
    proves: 'https://a.com',
    type: 'Оружие',
    goal: 'Установить владельца',
  };
  it('request', () => {
    expect(validateLabRequest(r)).toBeNull();
    expect(validateLabRequest({ ...r, division: '' })).toBe(MESSAGES.divisionEmpty);
    expect(validateLabRequest({ ...r, expertise: [] })).toBe(MESSAGES.expertiseEmpty);
    expect(validateLabRequest({ ...r, expertise: ['a', ''] })).toBe(MESSAGES.expertiseEmpty);
    expect(validateLabRequest({ ...r, expertise: ['a', 'a'] })).toBe(MESSAGES.expertiseDuplicate);
    expect(validateLabRequest({ ...r, proves: 'x' })).toBe(MESSAGES.proveInvalid);
    expect(validateLabRequest({ ...r, goal: '' })).toBe(MESSAGES.goalEmpty);
  });
  it('execution messages with №{n}', () => {
    const ok = { text: 't', link: 'https://a.com', methods: 'm' };
    expect(validateLabExecution([{ name: 'a' }], [ok])).toBeNull();
    expect(validateLabExecution([{ name: 'a' }], [])).toBe(
      'Неверная структура данных по экспертизам.',
    );
    expect(validateLabExecution(null, [ok])).toBe(MESSAGES.labStructureInvalid);
    expect(validateLabExecution([{}, {}], [ok, { ...ok, methods: ' ' }])).toBe(
      'Не заполнены все поля для экспертизы №2.',
    );
    expect(validateLabExecution([{}], [{ ...ok, link: 'https://a.com/x y' }])).toBe(
      'Неверный формат ссылки для экспертизы №1.',
    );
  });
  it('decline', () => {
    expect(validateLabDecline('')).toBe(MESSAGES.commentRequired);
  });
});

describe('suspects (03 §5)', () => {
  it('first arrest', () => {
    const s = { nick: 'Ivan_Ivanov', prove: 'https://a.com', arrest: 'https://b.com' };
    expect(validateSuspect(s)).toBeNull();
    expect(validateSuspect({ ...s, nick: '' })).toBe('Ник не может быть пустым.');
    expect(validateSuspect({ ...s, prove: '' })).toBe(MESSAGES.proveEmpty);
    expect(validateSuspect({ ...s, arrest: 'b.com' })).toBe(MESSAGES.arrestProveInvalid);
  });
  it('later arrests', () => {
    expect(validateArrestProof('')).toBe('Ссылка не может быть пустой.');
    expect(validateArrestProof('abc')).toBe('Ссылка имеет невалидный формат.');
    expect(validateArrestProof('https://a.com')).toBeNull();
  });
});

describe('DEA (03 §5)', () => {
  const h = {
    houseNo: '12',
    nick: 'Ivan_Ivanov',
    faction: 'Vagos',
    rang: 'Лидер',
    violationDate: '2024-01-01',
    proves: ['https://a.com'],
  };
  it('home check', () => {
    expect(validateDeaHomeCheck(h)).toBeNull();
    expect(validateDeaHomeCheck({ ...h, houseNo: '' })).toBe(MESSAGES.houseNoEmpty);
    expect(validateDeaHomeCheck({ ...h, houseNo: '1'.repeat(51) })).toBe(MESSAGES.houseNoTooLong);
    expect(validateDeaHomeCheck({ ...h, violationDate: '' })).toBe(MESSAGES.violationDateEmpty);
    expect(validateDeaHomeCheck({ ...h, proves: [] })).toBe(MESSAGES.linksEmpty);
  });
  it('execution', () => {
    expect(validateDeaExecution([])).toBe('Нужно добавить хотя бы одну ссылку');
    expect(validateDeaExecution(['https://a.com', 'http://b c'])).toBe(
      'Одна или несколько ссылок имеют неверный формат',
    );
    expect(validateDeaCancel('')).toBe(MESSAGES.commentRequired);
  });
  it('report', () => {
    expect(validateDeaReport([])).toBe(MESSAGES.deaReportEmpty);
    expect(validateDeaReport([{ title: '', link: '' }])).toBe(MESSAGES.deaReportEmpty);
    expect(validateDeaReport([{ title: 't', link: '' }])).toBe(MESSAGES.deaReportRowIncomplete);
    expect(validateDeaReport([{ title: 't', link: 'x' }])).toBe(MESSAGES.deaReportRowLinkInvalid);
    const rows = [
      { title: ' t ', link: 'https://a.com' },
      { title: '', link: '' },
    ];
    expect(validateDeaReport(rows)).toBeNull();
    expect(deaReportProves(rows)).toEqual([{ title: 't', link: 'https://a.com' }]);
  });
  it('check edit', () => {
    expect(validateDeaCheckEdit({ faction: '', time: '12:00' })).toBe(
      'Выберите организацию, для которой будет проверка',
    );
    expect(validateDeaCheckEdit({ faction: 'Vagos', time: '' })).toBe('Выберите время проверки');
    expect(validateDeaCheckEdit({ faction: 'Vagos', time: '12:00' })).toBeNull();
  });
});

describe('academy template (03 §5)', () => {
  const c = { name: 'Стрельба', rang: 'TRAINEE', conditionType: 'LOGICAL' };
  it('rules', () => {
    expect(validateAcademyTemplate({ name: 'T', conditions: [c] })).toBeNull();
    expect(validateAcademyTemplate({ name: '', conditions: [c] })).toBe(MESSAGES.templateNameEmpty);
    expect(validateAcademyTemplate({ name: 'T', conditions: [] })).toBe(
      MESSAGES.templateConditionsEmpty,
    );
    expect(validateAcademyTemplate({ name: 'T', conditions: [c, { ...c, name: '' }] })).toBe(
      'Заполните название условия №2',
    );
    expect(validateAcademyTemplate({ name: 'T', conditions: [{ ...c, rang: '' }] })).toBe(
      'Выберите ранг для условия №1',
    );
    expect(
      validateAcademyTemplate({ name: 'T', conditions: [{ ...c, conditionType: 'OPTION' }] }),
    ).toBe('Выберите категорию для условия №1');
    expect(
      validateAcademyTemplate({ name: 'T', conditions: [{ ...c, conditionType: 'Тест' }] }),
    ).toBe('Выберите тест для условия №1');
    expect(
      validateAcademyTemplate({
        name: 'T',
        conditions: [{ ...c, rang: 'Младший агент', conditionType: 'TEST', testId: 3 }],
      }),
    ).toBeNull();
  });
});

describe('test creation (03 §5)', () => {
  const closed = { title: 'Q', isFreeText: false, options: ['a', 'b'], correctOptionIndex: 1 };
  const open = { title: 'Q2', isFreeText: true, options: [], correctOptionIndex: -1 };
  it('rules', () => {
    expect(validateTestCreation({ title: 'T', questions: [closed, open] })).toBeNull();
    expect(validateTestCreation({ title: '', questions: [closed] })).toBe(MESSAGES.testTitleEmpty);
    expect(validateTestCreation({ title: 'T', questions: [] })).toBe(MESSAGES.testQuestionsEmpty);
    expect(validateTestCreation({ title: 'T', questions: [{ ...closed, title: ' ' }] })).toBe(
      'Заполните текст вопроса №1',
    );
    expect(validateTestCreation({ title: 'T', questions: [{ ...closed, options: ['a'] }] })).toBe(
      'Вопрос №1 должен иметь не менее 2 вариантов ответа',
    );
    expect(
      validateTestCreation({
        title: 'T',
        questions: [{ ...closed, options: ['a', { text: '' }] }],
      }),
    ).toBe('Заполните все варианты ответа вопроса №1');
    expect(
      validateTestCreation({ title: 'T', questions: [{ ...closed, correctOptionIndex: 2 }] }),
    ).toBe('Выберите правильный ответ для вопроса №1');
    expect(
      validateTestCreation({ title: 'T', questions: [closed, { ...open, correctOptionIndex: 0 }] }),
    ).toBe('У открытого вопроса №2 не может быть правильного варианта');
  });
});
