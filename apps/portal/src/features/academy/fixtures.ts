import type { AcademyExam, AcademyTemplate, TestToTake } from './api.ts';

/** A template for stories (03 §3 Academy template): one condition of each type for trainees. */
export function sampleTemplate(overrides: Partial<AcademyTemplate> = {}): AcademyTemplate {
  return {
    id: 7001,
    createdAt: '2026-11-02T10:00:00.000Z',
    author: 'Anna_Smirnova',
    name: 'Программа академии, осень',
    status: 'INACTIVE',
    conditions: [
      {
        name: 'Стрельба',
        agentRank: 'TRAINEE',
        conditionType: 'LOGICAL',
        optionCategoryName: null,
        testId: null,
      },
      {
        name: 'Физподготовка',
        agentRank: 'TRAINEE',
        conditionType: 'OPTION',
        optionCategoryName: 'Оценка',
        testId: null,
      },
      {
        name: 'Тест по уставу',
        agentRank: 'TRAINEE',
        conditionType: 'TEST',
        optionCategoryName: null,
        testId: 8001,
      },
    ],
    ...overrides,
  };
}

/** Tests a TEST condition chooses from (03 §7 GET /tests/all). */
export const sampleTestChoices = [
  { id: 8001, title: 'Устав: тест №1' },
  { id: 8002, title: 'Уголовный кодекс: тест №2' },
];

/** The trainee of the sample exam rows. */
export const SAMPLE_TRAINEE = 'Ivan_Petrov';

/** The exam rows of {@link sampleTemplate} for one trainee (03 §3 Academy exam row). */
export function sampleExams(
  testState: 'OPENED' | 'CLOSED' = 'CLOSED',
  nick = SAMPLE_TRAINEE,
): AcademyExam[] {
  const base = {
    nick,
    conditionRang: 'TRAINEE' as const,
    promotionDate: '2026-10-01',
    nextPromotionDate: '2026-12-01',
    testState: null,
    testId: null,
    optionCategoryName: null,
  };
  return [
    { ...base, id: 9101, conditionName: 'Стрельба', conditionType: 'LOGICAL', value: 'true' },
    {
      ...base,
      id: 9102,
      conditionName: 'Физподготовка',
      conditionType: 'OPTION',
      optionCategoryName: 'Оценка',
      value: null,
    },
    {
      ...base,
      id: 9103,
      conditionName: 'Тест по уставу',
      conditionType: 'TEST',
      testState,
      testId: 8001,
      value: testState === 'CLOSED' ? 'Не Сдал' : null,
    },
  ];
}

/** A test to take (03 §3 Test (taking)): a closed question and a free-text one. */
export const sampleTestToTake: TestToTake = {
  id: 8001,
  title: 'Устав: тест №1',
  questions: [
    {
      id: 8101,
      title: 'Кто руководит агентством?',
      options: [
        { id: 8111, text: 'Директор' },
        { id: 8112, text: 'Шериф' },
      ],
    },
    { id: 8102, title: 'Зачем нужен устав?', options: [] },
  ],
};
