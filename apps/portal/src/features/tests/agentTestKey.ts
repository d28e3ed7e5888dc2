import type { AgentTest } from './api.ts';

/**
 * A stable key of a submitted test: its exam row and submit time (an exam's test can be reopened
 * and taken again, so the exam id alone repeats).
 */
export function agentTestKey(test: Pick<AgentTest, 'examId' | 'createdAt'>): string {
  return `${test.examId}:${test.createdAt}`;
}
