import type { AgentTest, TestTemplate } from './api.ts';
import { recordBuilder, STATUTE_TEST } from '../../shared/testing/sample.ts';

/** A test for the viewer (03 §3 Test template): the samples' statute test. */
export const sampleTestTemplate = recordBuilder<TestTemplate>(STATUTE_TEST);

/** A submitted test (03 §3 Agent test): a wrong choice, an empty free-text answer. */
export const sampleAgentTest = recordBuilder<AgentTest>({
  examId: 9103,
  examState: 'CLOSED',
  isLatestAttempt: true,
  nick: 'Ivan_Petrov',
  name: 'Устав: тест №1',
  author: 'Anna_Smirnova',
  createdAt: '2026-11-20T09:30:00.000Z',
  result: null,
  // The template's questions answered: the closed one wrongly, the free-text one empty.
  questions: sampleTestTemplate().questions.map((question) => {
    const closed = question.correctAnswerId !== null;
    return {
      ...question,
      selectedAnswerId: closed ? 8112 : null,
      isCorrect: closed ? false : null,
      freeTextAnswer: closed ? null : '',
    };
  }),
});
