/** Tests, academy templates, exam rows of the active template and agent tests (03 §3, §4). */
import {
  ACADEMY_RANK_LABELS,
  ACADEMY_RANKS,
  OPTION_CATEGORIES,
  optionCategoryValues,
  TEST_RESULT_VALUES,
} from '@fbi/domain';
import { examsForTemplate } from '../../logic/academy.ts';
import { faker, text } from '../random.ts';
import type { AgentTestRecord, Schemas, StoreData, TestRecord } from '../types.ts';
import { cycle, daysAgo, nicksOf, pick, type SeedContext } from './context.ts';

type Seeded = Pick<StoreData, 'tests' | 'academyTemplates' | 'exams' | 'agentTests'>;

const SUBJECTS = [
  'Устав',
  'Уголовный кодекс',
  'Процессуальный кодекс',
  'Тактика задержания',
  'Радиообмен',
  'Первая помощь',
];

function test(ctx: SeedContext, author: string, i: number): TestRecord {
  return {
    id: ctx.id(),
    author,
    title: `${cycle(SUBJECTS, i)}: тест №${i + 1}`,
    createdAt: daysAgo(ctx, 200),
    questions: Array.from({ length: faker.number.int({ min: 2, max: 4 }) }, (_, q) => {
      const isFreeText = q === 1;
      const options = isFreeText
        ? []
        : Array.from({ length: faker.number.int({ min: 2, max: 4 }) }, () => ({
            id: ctx.id(),
            text: faker.lorem.words(3),
          }));
      return {
        id: ctx.id(),
        title: `${faker.lorem.sentence().replace(/\.$/, '')}?`,
        isFreeText,
        correctOptionIndex: isFreeText ? -1 : faker.number.int({ min: 0, max: options.length - 1 }),
        options,
      };
    }),
  };
}

/**
 * Four conditions per academy rank: two tests, one logical, one optional; named with the rank's
 * Russian label (a person reads them as column headers), never the enum.
 */
function conditions(tests: TestRecord[]): Schemas['AcademyCondition'][] {
  return ACADEMY_RANKS.flatMap((rank, r) => [
    {
      name: `Тест по уставу (${ACADEMY_RANK_LABELS[rank]})`,
      agentRank: rank,
      conditionType: 'TEST' as const,
      optionCategoryName: null,
      testId: cycle(tests, r * 2).id,
    },
    {
      name: `Тест по УК (${ACADEMY_RANK_LABELS[rank]})`,
      agentRank: rank,
      conditionType: 'TEST' as const,
      optionCategoryName: null,
      testId: cycle(tests, r * 2 + 1).id,
    },
    {
      name: `Стрельба (${ACADEMY_RANK_LABELS[rank]})`,
      agentRank: rank,
      conditionType: 'LOGICAL' as const,
      optionCategoryName: null,
      testId: null,
    },
    {
      name: `Физподготовка (${ACADEMY_RANK_LABELS[rank]})`,
      agentRank: rank,
      conditionType: 'OPTION' as const,
      optionCategoryName: cycle(OPTION_CATEGORIES, r),
      testId: null,
    },
  ]);
}

/**
 * 30 tests, 30 templates (the newest ACTIVE), the exam rows of the active template with values,
 * and a submitted test for each TEST row of agents without a demo account (the demo accounts'
 * rows stay OPENED so a demo can take a test).
 */
export function seedAcademy(ctx: SeedContext, demoNicks: ReadonlySet<string>): Seeded {
  const editors = nicksOf(ctx, ['head_national_academy', 'director']);
  const tests = Array.from({ length: 30 }, (_, i) => test(ctx, pick(editors), i));
  const director = nicksOf(ctx, ['director'])[0] ?? 'Director';
  const academyTemplates = Array.from({ length: 30 }, (_, i): Schemas['AcademyTemplate'] => ({
    id: ctx.id(),
    createdAt: new Date(ctx.now - (30 - i) * 7 * 86_400_000).toISOString(),
    author: director,
    name: `Программа академии, поток ${i + 1}`,
    status: i === 29 ? 'ACTIVE' : 'INACTIVE',
    conditions: conditions(tests.slice(i % 20)),
  }));
  const active = academyTemplates[29];
  const exams = active ? examsForTemplate(active, ctx.members, ctx.id) : [];
  const agentTests: AgentTestRecord[] = [];
  for (const exam of exams) {
    if (exam.conditionType === 'LOGICAL') exam.value = pick(['true', 'false', null]);
    if (exam.conditionType === 'OPTION')
      exam.value = pick([...optionCategoryValues(exam.optionCategoryName), null]);
    if (exam.conditionType !== 'TEST' || demoNicks.has(exam.nick)) continue;
    const taken = tests.find((t) => t.id === exam.testId);
    if (!taken) continue;
    const result = pick([...TEST_RESULT_VALUES, null]);
    exam.testState = 'CLOSED';
    exam.value = result;
    agentTests.push({
      id: ctx.id(),
      examId: exam.id,
      testId: taken.id,
      nick: exam.nick,
      createdAt: daysAgo(ctx, 14),
      result,
      answers: taken.questions.map((q) => ({
        questionId: q.id,
        selectedOptionId: q.isFreeText ? null : pick(q.options).id,
        textAnswer: q.isFreeText
          ? faker.datatype.boolean({ probability: 0.8 })
            ? text(1)
            : null
          : null,
      })),
    });
  }
  return { tests, academyTemplates, exams, agentTests };
}
