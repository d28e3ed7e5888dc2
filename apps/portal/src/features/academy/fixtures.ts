import type { AcademyExam, AcademyTemplate, TestToTake } from './api.ts';
import { recordBuilder, STATUTE_TEST } from '../../shared/testing/sample.ts';

type Condition = AcademyTemplate['conditions'][number];

/** A trainee's condition of the sample template (03 §3); LOGICAL unless overridden. */
const condition = recordBuilder<Condition>({
  name: 'Стрельба',
  agentRank: 'TRAINEE',
  conditionType: 'LOGICAL',
  optionCategoryName: null,
  testId: null,
});

/** A template for stories (03 §3 Academy template): one condition of each type for trainees. */
export const sampleTemplate = recordBuilder<AcademyTemplate>({
  id: 7001,
  createdAt: '2026-11-02T10:00:00.000Z',
  author: 'Anna_Smirnova',
  name: 'Программа академии, осень',
  status: 'INACTIVE',
  conditions: [
    condition(),
    condition({ name: 'Физподготовка', conditionType: 'OPTION', optionCategoryName: 'Оценка' }),
    condition({ name: 'Тест по уставу', conditionType: 'TEST', testId: 8001 }),
  ],
});

/** Tests a TEST condition chooses from (03 §7 GET /tests/all). */
export const sampleTestChoices = [
  { id: 8001, title: 'Устав: тест №1' },
  { id: 8002, title: 'Уголовный кодекс: тест №2' },
];

/** The trainee of the sample exam rows. */
export const SAMPLE_TRAINEE = 'Ivan_Petrov';

/**
 * The exam rows of {@link sampleTemplate}'s conditions for one trainee (03 §3 Academy exam row):
 * shooting passed, the grade not defined, the statute test in `testState` (failed once CLOSED).
 */
export function sampleExams(
  testState: 'OPENED' | 'CLOSED' = 'CLOSED',
  nick = SAMPLE_TRAINEE,
): AcademyExam[] {
  const values = ['true', null, testState === 'CLOSED' ? 'Не Сдал' : null];
  return sampleTemplate().conditions.map(({ name, agentRank, testId, ...rest }, i) => ({
    ...rest,
    id: 9101 + i,
    nick,
    conditionName: name,
    conditionRang: agentRank,
    value: values[i] ?? null,
    testState: testId === null ? null : testState,
    testId,
    promotionDate: '2026-10-01',
    nextPromotionDate: '2026-12-01',
  }));
}

/** A test to take (03 §3 Test (taking)): the samples' statute test as the exam asks it. */
export const sampleTestToTake: TestToTake = {
  id: STATUTE_TEST.id,
  title: STATUTE_TEST.name,
  // The options by priority, without the correct one.
  questions: STATUTE_TEST.questions.map(({ id, text, answers }) => ({
    id,
    title: text,
    options: answers
      .toSorted((a, b) => a.priority - b.priority)
      .map((o) => ({ id: o.id, text: o.text })),
  })),
};
