/**
 * Pure edits of the test creation form. Spec: 03 §2 (Test creation modal), §9 (limits).
 */
import {
  DEFAULT_CORRECT_INDEX,
  FREE_TEXT_CORRECT_INDEX,
  TEST_MIN_OPTIONS,
  TEST_MIN_QUESTIONS,
} from './constants.ts';

/** A question of the test creation form; options are their texts. */
export interface DraftQuestion {
  title: string;
  isFreeText: boolean;
  options: string[];
  correctOptionIndex: number;
}

/** A new closed question: empty title, two empty options, index 0 (03 §9). */
export function newDraftQuestion(): DraftQuestion {
  return {
    title: '',
    isFreeText: false,
    options: ['', ''],
    correctOptionIndex: DEFAULT_CORRECT_INDEX,
  };
}

/** Removes a question, keeping at least one (03 §2); returns a new array. */
export function removeDraftQuestion(
  questions: readonly DraftQuestion[],
  index: number,
): DraftQuestion[] {
  if (questions.length <= TEST_MIN_QUESTIONS) return [...questions];
  return questions.filter((_, i) => i !== index);
}

/** Appends an empty option to a closed question; returns a new question. */
export function addDraftOption(q: DraftQuestion): DraftQuestion {
  return { ...q, options: [...q.options, ''] };
}

/**
 * Removes an option, keeping at least two on a closed question (03 §2). Removing the option that
 * held the correct index, or leaving the index out of range, resets it to 0; removing an option
 * before the correct one moves the index with its option. Returns a new question.
 */
export function removeDraftOption(q: DraftQuestion, index: number): DraftQuestion {
  if (q.options.length <= TEST_MIN_OPTIONS || index < 0 || index >= q.options.length) {
    return { ...q, options: [...q.options] };
  }
  const options = q.options.filter((_, i) => i !== index);
  let correctOptionIndex = q.correctOptionIndex;
  if (index === q.correctOptionIndex) correctOptionIndex = DEFAULT_CORRECT_INDEX;
  else if (index < q.correctOptionIndex) correctOptionIndex -= 1;
  if (correctOptionIndex >= options.length) correctOptionIndex = DEFAULT_CORRECT_INDEX;
  return { ...q, options, correctOptionIndex };
}

/**
 * Switches a question between free-text and closed (03 §2): free-text sets the index to -1;
 * switching back restores at least two options with index 0. Returns a new question.
 */
export function setDraftFreeText(q: DraftQuestion, isFreeText: boolean): DraftQuestion {
  if (isFreeText) return { ...q, isFreeText: true, correctOptionIndex: FREE_TEXT_CORRECT_INDEX };
  const options = [...q.options];
  while (options.length < TEST_MIN_OPTIONS) options.push('');
  return { ...q, isFreeText: false, options, correctOptionIndex: DEFAULT_CORRECT_INDEX };
}
