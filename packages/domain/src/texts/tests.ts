/**
 * Texts of /tests, /agent-tests and the test creation modal (03 §2). The spec names columns and
 * fields in English; the Russian wording is ours except the quoted ones (comments say "exact").
 */

import { statusLabel } from '../statuses.ts';

/** /tests, its read-only view and the creation modal (03 §2 /tests, Test creation modal). */
export const TESTS_TEXT = {
  author: 'Автор',
  name: 'Название',
  createdAt: 'Дата создания',
  title: 'Название теста',
  questions: 'Вопросы',
  question: (n: number) => `Вопрос №${n}`,
  questionText: 'Текст вопроса',
  freeText: 'Свободный ответ',
  options: 'Варианты ответа',
  option: (n: number) => `Вариант №${n}`,
  correctOption: 'Правильный ответ',
  addQuestion: 'Добавить вопрос',
  removeQuestion: (n: number) => `Удалить вопрос №${n}`,
  addOption: 'Добавить вариант',
  removeOption: (q: number, n: number) => `Удалить вариант №${n} вопроса №${q}`,
  closedQuestion: 'Закрытый вопрос',
  openQuestion: 'Открытый вопрос',
  priority: (n: number) => `Приоритет ${n}`,
  correct: 'Правильный',
  freeTextNote: 'Ответ вводится свободным текстом.',
  viewMeta: (author: string, date: string) => `Автор: ${author} · Создан: ${date}`,
  total: (count: number) => `Всего тестов: ${count}`,
  /** What a success toast says (issue 24: every action answers) — ours. */
  done: {
    created: (title: string) => `Тест «${title}» создан`,
  },
} as const;

/** /agent-tests and the answers view (03 §2 /agent-tests). */
export const AGENT_TESTS_TEXT = {
  agent: 'Агент',
  test: 'Тест',
  author: 'Автор теста',
  date: 'Дата',
  result: 'Результат',
  notReviewed: 'Не проверен',
  /** The test name of an attempt whose test was deleted since (the server names it). */
  deletedTest: 'Удалённый тест',
  viewTitle: (nick: string, name: string) => `${name}: ${nick}`,
  viewMeta: (nick: string, author: string, date: string) =>
    `Агент: ${nick} · Автор: ${author} · Дата: ${date}`,
  chosenAnswer: 'Выбранный ответ',
  freeTextAnswer: 'Ответ агента',
  total: (count: number) => `Всего тестов: ${count}`,
  /** What a success toast says (issue 24: every action answers) — ours; 03 §2 values. */
  done: {
    marked: (nick: string, name: string, result: string) =>
      `Тест «${name}» (${nick}): «${statusLabel('testResult', result)}»`,
  },
} as const;
