/** Calls of /tests, /agent-tests and the test creation modal (03 §7). */
import type { components } from '@fbi/api';
import { queryRoots } from '../../shared/queryKeys.ts';
import { apiPut, apiPost, getQuery } from '../../shared/call.ts';

/** A test for the read-only viewer (03 §3 Test template). */
export type TestTemplate = components['schemas']['TestTemplate'];
/** A submitted agent test (03 §3 Agent test). */
export type AgentTest = components['schemas']['AgentTest'];
/** The creation payload (03 §3 Test (creation)). */
export type TestCreate = components['schemas']['TestCreate'];
/** A review result, 'Сдал' or 'Не Сдал' (03 §9). */
export type TestResult = components['schemas']['TestResult'];

/** `GET /api/v1/tests/templates` (03 §7): every test with its questions and answers. */
export function testTemplatesQueryOptions() {
  return getQuery([...queryRoots.tests, 'templates'], '/api/v1/tests/templates');
}

/** `GET /api/v1/tests/agents` (03 §7): the submitted agent tests. */
export function agentTestsQueryOptions() {
  return getQuery([...queryRoots.agentTests, 'all'], '/api/v1/tests/agents');
}

/** `POST /api/v1/tests/add` (03 §7): {title, questions}. */
export function addTest(body: TestCreate) {
  return apiPost('/api/v1/tests/add', { body });
}

/** `PUT /api/v1/academy-exam/{examId}/update-test?value=` (03 §7): 'Сдал' or 'Не Сдал'. */
export function markAgentTest(input: { examId: number; value: TestResult }) {
  return apiPut('/api/v1/academy-exam/{examId}/update-test', {
    path: { examId: input.examId },
    query: { value: input.value },
  });
}
