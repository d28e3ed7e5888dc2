/** The answers of the test-taking modal and what is sent (03 §3 Test answer, §5 Test taking). */
import type { TestSubmission, TestToTake } from './api.ts';

/** The answers while taking: the chosen option index (closed) or the typed text (free text). */
export type Answers = Record<string, { selectedIndex?: number; textAnswer?: string }>;

/** A question without options is free-text (openapi.yaml TestToTake). */
export const isFreeText = (q: TestToTake['questions'][number]): boolean => q.options.length === 0;

/** The submission of `test` with `answers` (03 §3 Test answer; §5: text answers trimmed). */
export function testSubmission(test: TestToTake, answers: Answers): TestSubmission {
  return {
    testId: test.id,
    title: test.title,
    questions: test.questions.map((q) => {
      const a = answers[String(q.id)];
      return isFreeText(q)
        ? {
            id: q.id,
            title: q.title,
            options: q.options,
            selectedIndex: null,
            textAnswer: (a?.textAnswer ?? '').trim(),
          }
        : {
            id: q.id,
            title: q.title,
            options: q.options,
            selectedIndex: a?.selectedIndex ?? null,
            textAnswer: null,
          };
    }),
  };
}
