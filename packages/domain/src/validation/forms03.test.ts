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
    expect(validateLabRequest({ ...r, division: '' })).toEqual({
      field: 'division',
      message: MESSAGES.divisionEmpty,
    });
    expect(validateLabRequest({ ...r, expertise: [] })).toEqual({
      field: 'expertise',
      message: MESSAGES.expertiseEmpty,
    });
    expect(validateLabRequest({ ...r, expertise: ['a', ''] })).toEqual({
      field: 'expertise',
      message: MESSAGES.expertiseEmpty,
    });
    expect(validateLabRequest({ ...r, expertise: ['a', 'a'] })).toEqual({
      field: 'expertise',
      message: MESSAGES.expertiseDuplicate,
    });
    expect(validateLabRequest({ ...r, proves: 'x' })).toEqual({
      field: 'proves',
      message: MESSAGES.proveInvalid,
    });
    expect(validateLabRequest({ ...r, goal: '' })).toEqual({
      field: 'goal',
      message: MESSAGES.goalEmpty,
    });
  });
  it('execution messages with №{n}', () => {
    const ok = { text: 't', link: 'https://a.com', methods: 'm' };
    expect(validateLabExecution([{ name: 'a' }], [ok])).toBeNull();
    expect(validateLabExecution([{ name: 'a' }], [])).toEqual({
      field: 'answers',
      message: 'Неверная структура данных по экспертизам.',
    });
    expect(validateLabExecution(null, [ok])).toEqual({
      field: 'answers',
      message: MESSAGES.labStructureInvalid,
    });
    expect(validateLabExecution([{}, {}], [ok, { ...ok, methods: ' ' }])).toEqual({
      field: 'answers.1.methods',
      message: 'Не заполнены все поля для экспертизы №2.',
    });
    expect(validateLabExecution([{}], [{ ...ok, link: 'https://a.com/x y' }])).toEqual({
      field: 'answers.0.link',
      message: 'Неверный формат ссылки для экспертизы №1.',
    });
  });
  it('decline', () => {
    expect(validateLabDecline('')).toEqual({ field: 'comment', message: MESSAGES.commentRequired });
  });
});

describe('suspects (03 §5)', () => {
  it('first arrest', () => {
    const s = { nick: 'Ivan_Ivanov', prove: 'https://a.com', arrest: 'https://b.com' };
    expect(validateSuspect(s)).toBeNull();
    expect(validateSuspect({ ...s, nick: '' })).toEqual({
      field: 'nick',
      message: 'Ник не может быть пустым.',
    });
    expect(validateSuspect({ ...s, prove: '' })).toEqual({
      field: 'prove',
      message: MESSAGES.proveEmpty,
    });
    expect(validateSuspect({ ...s, arrest: 'b.com' })).toEqual({
      field: 'arrest',
      message: MESSAGES.arrestProveInvalid,
    });
  });
  it('later arrests', () => {
    expect(validateArrestProof('')).toEqual({
      field: 'arrest',
      message: 'Ссылка не может быть пустой.',
    });
    expect(validateArrestProof('abc')).toEqual({
      field: 'arrest',
      message: 'Ссылка имеет невалидный формат.',
    });
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
    expect(validateDeaHomeCheck({ ...h, houseNo: '' })).toEqual({
      field: 'houseNo',
      message: MESSAGES.houseNoEmpty,
    });
    expect(validateDeaHomeCheck({ ...h, houseNo: '1'.repeat(51) })).toEqual({
      field: 'houseNo',
      message: MESSAGES.houseNoTooLong,
    });
    expect(validateDeaHomeCheck({ ...h, violationDate: '' })).toEqual({
      field: 'violationDate',
      message: MESSAGES.violationDateEmpty,
    });
    expect(validateDeaHomeCheck({ ...h, proves: [] })).toEqual({
      field: 'proves',
      message: MESSAGES.linksEmpty,
    });
  });
  it('execution', () => {
    expect(validateDeaExecution([])).toEqual({
      field: 'proves',
      message: 'Нужно добавить хотя бы одну ссылку',
    });
    expect(validateDeaExecution(['https://a.com', 'http://b c'])).toEqual({
      field: 'proves',
      message: 'Одна или несколько ссылок имеют неверный формат',
    });
    expect(validateDeaCancel('')).toEqual({ field: 'comment', message: MESSAGES.commentRequired });
  });
  it('report', () => {
    expect(validateDeaReport([])).toEqual({ field: 'rows', message: MESSAGES.deaReportEmpty });
    expect(validateDeaReport([{ title: '', link: '' }])).toEqual({
      field: 'rows',
      message: MESSAGES.deaReportEmpty,
    });
    expect(validateDeaReport([{ title: 't', link: '' }])).toEqual({
      field: 'rows.0.link',
      message: MESSAGES.deaReportRowIncomplete,
    });
    expect(validateDeaReport([{ title: 't', link: 'x' }])).toEqual({
      field: 'rows.0.link',
      message: MESSAGES.deaReportRowLinkInvalid,
    });
    const rows = [
      { title: ' t ', link: 'https://a.com' },
      { title: '', link: '' },
    ];
    expect(validateDeaReport(rows)).toBeNull();
    expect(deaReportProves(rows)).toEqual([{ title: 't', link: 'https://a.com' }]);
  });
  it('check edit', () => {
    expect(validateDeaCheckEdit({ faction: '', time: '12:00' })).toEqual({
      field: 'faction',
      message: 'Выберите организацию, для которой будет проверка',
    });
    expect(validateDeaCheckEdit({ faction: 'Vagos', time: '' })).toEqual({
      field: 'time',
      message: 'Выберите время проверки',
    });
    expect(validateDeaCheckEdit({ faction: 'Vagos', time: '12:00' })).toBeNull();
  });
});

describe('academy template (03 §5)', () => {
  const c = { name: 'Стрельба', rang: 'TRAINEE', conditionType: 'LOGICAL' };
  it('rules', () => {
    expect(validateAcademyTemplate({ name: 'T', conditions: [c] })).toBeNull();
    expect(validateAcademyTemplate({ name: '', conditions: [c] })).toEqual({
      field: 'name',
      message: MESSAGES.templateNameEmpty,
    });
    expect(validateAcademyTemplate({ name: 'T', conditions: [] })).toEqual({
      field: 'conditions',
      message: MESSAGES.templateConditionsEmpty,
    });
    expect(validateAcademyTemplate({ name: 'T', conditions: [c, { ...c, name: '' }] })).toEqual({
      field: 'conditions.1.name',
      message: 'Заполните название условия №2',
    });
    expect(validateAcademyTemplate({ name: 'T', conditions: [{ ...c, rang: '' }] })).toEqual({
      field: 'conditions.0.rang',
      message: 'Выберите ранг для условия №1',
    });
    expect(
      validateAcademyTemplate({ name: 'T', conditions: [{ ...c, conditionType: 'OPTION' }] }),
    ).toEqual({
      field: 'conditions.0.optionCategoryName',
      message: 'Выберите категорию для условия №1',
    });
    expect(
      validateAcademyTemplate({ name: 'T', conditions: [{ ...c, conditionType: 'Тест' }] }),
    ).toEqual({ field: 'conditions.0.testId', message: 'Выберите тест для условия №1' });
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
    expect(validateTestCreation({ title: '', questions: [closed] })).toEqual({
      field: 'title',
      message: MESSAGES.testTitleEmpty,
    });
    expect(validateTestCreation({ title: 'T', questions: [] })).toEqual({
      field: 'questions',
      message: MESSAGES.testQuestionsEmpty,
    });
    expect(validateTestCreation({ title: 'T', questions: [{ ...closed, title: ' ' }] })).toEqual({
      field: 'questions.0.title',
      message: 'Заполните текст вопроса №1',
    });
    expect(
      validateTestCreation({ title: 'T', questions: [{ ...closed, options: ['a'] }] }),
    ).toEqual({
      field: 'questions.0.options',
      message: 'Вопрос №1 должен иметь не менее 2 вариантов ответа',
    });
    expect(
      validateTestCreation({
        title: 'T',
        questions: [{ ...closed, options: ['a', { text: '' }] }],
      }),
    ).toEqual({
      field: 'questions.0.options',
      message: 'Заполните все варианты ответа вопроса №1',
    });
    expect(
      validateTestCreation({ title: 'T', questions: [{ ...closed, correctOptionIndex: 2 }] }),
    ).toEqual({
      field: 'questions.0.correctOptionIndex',
      message: 'Выберите правильный ответ для вопроса №1',
    });
    expect(
      validateTestCreation({ title: 'T', questions: [closed, { ...open, correctOptionIndex: 0 }] }),
    ).toEqual({
      field: 'questions.1.correctOptionIndex',
      message: 'У открытого вопроса №2 не может быть правильного варианта',
    });
  });
});
