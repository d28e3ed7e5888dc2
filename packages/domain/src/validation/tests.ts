/** Test creation form. Spec: 03 §5 (Test creation), §9 (limits). */
import { FREE_TEXT_CORRECT_INDEX, TEST_MIN_OPTIONS } from '../constants.ts';
import { isBlank, issue, type ValidationResult } from './common.ts';
import { MESSAGES, withParams } from './messages.ts';

/** An answer option: its text, or an object with a text. */
export type TestOptionInput = string | { text: string | null | undefined };

/** One question of the test creation form (03 §3). */
export interface TestQuestionInput {
  title: string | null | undefined;
  isFreeText: boolean;
  options: readonly TestOptionInput[];
  correctOptionIndex: number;
}

/** Text of an option in either shape. */
export function optionText(option: TestOptionInput): string {
  return (typeof option === 'string' ? option : (option.text ?? '')).trim();
}

/** A field of the test form: title, the questions list, or one question's field. */
export type TestCreationField =
  'title' | 'questions' | `questions.${number}.${keyof TestQuestionInput}`;

/**
 * Validates a test before creation (03 §5): title; at least one question, each with text; a
 * closed question has at least 2 options, each with text, and a correct index in range; a
 * free-text question has index -1. Questions are numbered from 1 in messages (ours). The issue is
 * on `title`, `questions`, or a question's field (`questions.{i}.options`, zero-based).
 */
export function validateTestCreation(form: {
  title: string | null | undefined;
  questions: readonly TestQuestionInput[] | null | undefined;
}): ValidationResult<TestCreationField> {
  if (isBlank(form.title)) return issue('title', MESSAGES.testTitleEmpty);
  const questions = form.questions ?? [];
  if (questions.length === 0) return issue('questions', MESSAGES.testQuestionsEmpty);
  for (const [i, q] of questions.entries()) {
    const at = (field: keyof TestQuestionInput, message: string) =>
      issue(`questions.${i}.${field}` as const, withParams(message, { n: i + 1 }));
    if (isBlank(q.title)) return at('title', MESSAGES.testQuestionEmpty);
    if (q.isFreeText) {
      if (q.correctOptionIndex !== FREE_TEXT_CORRECT_INDEX) {
        return at('correctOptionIndex', MESSAGES.testFreeTextIndexInvalid);
      }
      continue;
    }
    if (q.options.length < TEST_MIN_OPTIONS) return at('options', MESSAGES.testOptionsTooFew);
    if (q.options.some((o) => optionText(o) === '')) return at('options', MESSAGES.testOptionEmpty);
    const idx = q.correctOptionIndex;
    if (!Number.isInteger(idx) || idx < 0 || idx >= q.options.length) {
      return at('correctOptionIndex', MESSAGES.testCorrectIndexInvalid);
    }
  }
  return null;
}
