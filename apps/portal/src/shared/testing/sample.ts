/**
 * Record builders for the features' story and test fixtures (`features/<feature>/fixtures.ts`):
 * a record of the contract's shape is written once, and each story's variant is that record with
 * overrides; and the sample data two features share.
 */
import type { components } from '@fbi/api';

/**
 * The builder of `base`: takes overrides and returns a fresh deep copy of `base` with them over
 * it (so no story or mock that changes its record changes the next one's).
 */
export const recordBuilder =
  <T extends object>(base: T) =>
  (overrides: Partial<T> = {}): T => ({ ...structuredClone(base), ...overrides });

/** A stored photo for stories: a small inline image, so no request. */
export const SAMPLE_PHOTO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='120' height='160'%3E%3Crect width='120' height='160' fill='%23667'/%3E%3C/svg%3E";

/**
 * The statute test of the samples (03 §3 Test template): a closed question, its options out of
 * their priority order, and a free-text one. The tests' viewer shows it, the academy's exam takes
 * it (features/tests and features/academy fixtures).
 */
export const STATUTE_TEST: components['schemas']['TestTemplate'] = {
  id: 8001,
  author: 'Anna_Smirnova',
  name: 'Устав: тест №1',
  createdAt: '2026-11-02T10:00:00.000Z',
  questions: [
    {
      id: 8101,
      text: 'Кто руководит агентством?',
      correctAnswerId: 8111,
      answers: [
        { id: 8112, text: 'Шериф', priority: 2 },
        { id: 8111, text: 'Директор', priority: 1 },
      ],
    },
    { id: 8102, text: 'Зачем нужен устав?', correctAnswerId: null, answers: [] },
  ],
};
