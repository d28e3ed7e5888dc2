/** View mappers of tests (03 §3 Test template, Agent test): stored records as the contract's shapes. */
import { AGENT_TESTS_TEXT } from '@fbi/domain';
import type { Store } from '../store/store.ts';
import type { AgentTestRecord, Schemas, TestRecord } from '../store/types.ts';

/** The viewer shape of a test (03 §3 Test template). */
export function toTemplate(t: TestRecord): Schemas['TestTemplate'] {
  return {
    id: t.id,
    author: t.author,
    name: t.title,
    createdAt: t.createdAt,
    questions: t.questions.map((q) => ({
      id: q.id,
      text: q.title,
      correctAnswerId: q.isFreeText ? null : (q.options[q.correctOptionIndex]?.id ?? null),
      answers: q.options.map((o, i) => ({ id: o.id, text: o.text, priority: i + 1 })),
    })),
  };
}

/**
 * The newest attempt on exam row `examId` (a reopened row taken again has several): the one a
 * mark by examId is written onto (ours, 03 §2 is silent).
 */
export function latestAttempt(store: Store, examId: number): AgentTestRecord | undefined {
  let latest: AgentTestRecord | undefined;
  for (const a of store.data.agentTests)
    if (
      a.examId === examId &&
      (!latest ||
        a.createdAt > latest.createdAt ||
        (a.createdAt === latest.createdAt && a.id > latest.id))
    )
      latest = a;
  return latest;
}

/** The review shape of a submitted test (03 §3 Agent test). */
export function toAgentTest(store: Store, a: AgentTestRecord): Schemas['AgentTest'] {
  const test = store.data.tests.find((t) => t.id === a.testId);
  const template = test ? toTemplate(test) : null;
  const exam = store.data.exams.find((e) => e.id === a.examId);
  return {
    examId: a.examId,
    examState: exam ? (exam.testState ?? 'OPENED') : null,
    isLatestAttempt: latestAttempt(store, a.examId) === a,
    nick: a.nick,
    name: test?.title ?? AGENT_TESTS_TEXT.deletedTest,
    author: test?.author ?? '',
    createdAt: a.createdAt,
    result: a.result,
    questions: (template?.questions ?? []).map((q) => {
      const answer = a.answers.find((x) => x.questionId === q.id);
      const selected = answer?.selectedOptionId ?? null;
      return {
        ...q,
        selectedAnswerId: selected,
        isCorrect: q.correctAnswerId === null ? null : selected === q.correctAnswerId,
        freeTextAnswer: answer?.textAnswer ?? null,
      };
    }),
  };
}
