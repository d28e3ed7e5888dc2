import type { AgentTest, TestTemplate } from './api.ts';

/** A test for the viewer (03 §3 Test template): a closed question and a free-text one. */
export function sampleTestTemplate(overrides: Partial<TestTemplate> = {}): TestTemplate {
  return {
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
    ...overrides,
  };
}

/** A submitted test (03 §3 Agent test): a wrong choice, an empty free-text answer. */
export function sampleAgentTest(overrides: Partial<AgentTest> = {}): AgentTest {
  return {
    examId: 9103,
    examState: 'CLOSED',
    isLatestAttempt: true,
    nick: 'Ivan_Petrov',
    name: 'Устав: тест №1',
    author: 'Anna_Smirnova',
    createdAt: '2026-11-20T09:30:00.000Z',
    result: null,
    questions: [
      {
        id: 8101,
        text: 'Кто руководит агентством?',
        correctAnswerId: 8111,
        selectedAnswerId: 8112,
        isCorrect: false,
        freeTextAnswer: null,
        answers: [
          { id: 8111, text: 'Директор', priority: 1 },
          { id: 8112, text: 'Шериф', priority: 2 },
        ],
      },
      {
        id: 8102,
        text: 'Зачем нужен устав?',
        correctAnswerId: null,
        selectedAnswerId: null,
        isCorrect: null,
        freeTextAnswer: '',
        answers: [],
      },
    ],
    ...overrides,
  };
}
