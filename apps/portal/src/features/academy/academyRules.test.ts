// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { agentsOfRank, examChoices, examTableText } from './examRows.ts';
import { sampleExams, sampleTemplate, sampleTestToTake } from './fixtures.ts';
import { testSubmission } from './testAnswers.ts';
import {
  availableTestId,
  emptyTemplate,
  newCondition,
  normalizeTemplate,
  removeCondition,
  templateDraft,
  templatePayload,
} from './templateForm.ts';

describe('template form (03 §2, §5, §7)', () => {
  it('keeps at least one condition', () => {
    const [only] = emptyTemplate().conditions;
    if (!only) throw new Error('no row');
    expect(removeCondition([only], 0)).toEqual([only]);
    const other = { ...newCondition(), name: 'b' };
    expect(removeCondition([only, other], 0)).toEqual([other]);
  });

  it('clears a test that is not among the loaded tests, and every test when none exist', () => {
    const row = { ...newCondition(), conditionType: 'TEST' as const, testId: 5 };
    expect(availableTestId(row, [5, 6])).toBe(5);
    expect(availableTestId(row, [6])).toBeNull();
    expect(availableTestId(row, [])).toBeNull();
    // While the tests load, the chosen one is kept.
    expect(availableTestId(row, undefined)).toBe(5);
  });

  it('sends ranks and types as enumerations, the category only for OPTION, the test only for TEST', () => {
    const draft = templateDraft(sampleTemplate());
    const [logical, option, test] = draft.conditions;
    if (!logical || !option || !test) throw new Error('sample changed');
    const form = normalizeTemplate(
      {
        name: '  Поток  ',
        conditions: [
          { ...logical, optionCategoryName: 'Оценка', testId: 8001 },
          { ...option, testId: 8001 },
          { ...test, optionCategoryName: 'Оценка' },
        ],
      },
      [8001],
    );
    expect(templatePayload(form)).toEqual({
      name: 'Поток',
      conditions: [
        {
          name: 'Стрельба',
          rang: 'TRAINEE',
          conditionType: 'LOGICAL',
          optionCategoryName: null,
          testId: null,
        },
        {
          name: 'Физподготовка',
          rang: 'TRAINEE',
          conditionType: 'OPTION',
          optionCategoryName: 'Оценка',
          testId: null,
        },
        {
          name: 'Тест по уставу',
          rang: 'TRAINEE',
          conditionType: 'TEST',
          optionCategoryName: null,
          testId: 8001,
        },
      ],
    });
  });

  it('has no payload while a row lacks its rank or type', () => {
    expect(templatePayload({ name: 'x', conditions: [newCondition()] })).toBeNull();
  });
});

describe('academy cells (03 §2 /academy)', () => {
  it('groups exam rows per agent of a rank', () => {
    const rows = [...sampleExams('OPENED'), ...sampleExams('OPENED', 'Anna_Smirnova')];
    const agents = agentsOfRank(rows, 'TRAINEE');
    expect(agents.map((a) => a.nick)).toEqual(['Anna_Smirnova', 'Ivan_Petrov']);
    expect(Object.keys(agents[0]?.exams ?? {})).toEqual([
      'Стрельба',
      'Физподготовка',
      'Тест по уставу',
    ]);
    expect(agentsOfRank(rows, 'ATTENDANT')).toEqual([]);
  });

  it('lists the roster agents of a rank that has no exam rows, with no exams', () => {
    const roster = [
      {
        nick: 'Petr_Orlov',
        rank: 'ATTENDANT' as const,
        promotionDate: null,
        nextPromotionDate: '2027-01-10',
      },
      {
        nick: 'Ivan_Petrov',
        rank: 'TRAINEE' as const,
        promotionDate: null,
        nextPromotionDate: null,
      },
    ];
    const rows = sampleExams('OPENED');
    expect(agentsOfRank(rows, 'ATTENDANT', roster)).toEqual([
      {
        nick: 'Petr_Orlov',
        rank: 'ATTENDANT',
        exams: {},
        promotionDate: null,
        nextPromotionDate: '2027-01-10',
      },
    ]);
    // An agent with exam rows keeps them, listed once.
    const trainees = agentsOfRank(rows, 'TRAINEE', roster);
    expect(trainees.map((a) => a.nick)).toEqual(['Ivan_Petrov']);
    expect(Object.keys(trainees[0]?.exams ?? {})).toHaveLength(rows.length);
  });

  it('shows LOGICAL as Сдал / Не сдал / Не определено, OPTION as the value or Не определено', () => {
    const [logical, option, test] = sampleExams('CLOSED');
    if (!logical || !option || !test) throw new Error('sample changed');
    expect(examTableText({ ...logical, value: 'true' })).toBe('Сдал');
    expect(examTableText({ ...logical, value: 'false' })).toBe('Не сдал');
    expect(examTableText({ ...logical, value: null })).toBe('Не определено');
    expect(examTableText({ ...option, value: 'Отлично' })).toBe('Отлично');
    expect(examTableText({ ...option, value: ' ' })).toBe('Не определено');
    expect(examTableText(test)).toBe('Не Сдал');
    expect(examTableText(undefined)).toBe('Не определено');
  });

  it('offers each non-test row its values and Не определено', () => {
    const [logical, option] = sampleExams();
    if (!logical || !option) throw new Error('sample changed');
    expect(examChoices(logical).map((c) => c.label)).toEqual(['Сдал', 'Не сдал', 'Не определено']);
    expect(examChoices(option).map((c) => c.label)).toEqual([
      'Отлично',
      'Хорошо',
      'Удовлетворительно',
      'Неудовлетворительно',
      'Не определено',
    ]);
  });
});

describe('test answers (03 §3 Test answer, §5 Test taking)', () => {
  it('sends the chosen index for a closed question and the trimmed text for a free one', () => {
    const [closed, free] = sampleTestToTake.questions;
    if (!closed || !free) throw new Error('sample changed');
    expect(
      testSubmission(sampleTestToTake, {
        [String(closed.id)]: { selectedIndex: 1 },
        [String(free.id)]: { textAnswer: '  порядок \n' },
      }).questions.map((q) => [q.selectedIndex, q.textAnswer]),
    ).toEqual([
      [1, null],
      [null, 'порядок'],
    ]);
    expect(
      testSubmission(sampleTestToTake, {}).questions.map((q) => [q.selectedIndex, q.textAnswer]),
    ).toEqual([
      [null, null],
      [null, ''],
    ]);
  });
});
