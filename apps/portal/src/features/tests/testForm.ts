/** The test creation form and its payload (03 §2 Test creation modal, §3, §7). */
import { newDraftQuestion, type DraftQuestion } from '@fbi/domain';
import type { TestCreate } from './api.ts';

/** The creation form while typing. */
export interface TestDraft {
  title: string;
  questions: DraftQuestion[];
}

/** An empty form: one closed question with two options (03 §9). */
export const EMPTY_TEST: TestDraft = { title: '', questions: [newDraftQuestion()] };

/** The payload of a validated form (03 §3): texts trimmed, free-text questions without options. */
export function testPayload(values: TestDraft): TestCreate {
  return {
    title: values.title.trim(),
    questions: values.questions.map((q) => ({
      title: q.title.trim(),
      isFreeText: q.isFreeText,
      options: q.isFreeText ? [] : q.options.map((o) => o.trim()),
      correctOptionIndex: q.correctOptionIndex,
    })),
  };
}
