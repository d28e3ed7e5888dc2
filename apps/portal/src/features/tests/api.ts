/** Calls of /tests, /agent-tests and the test creation modal (03 §7). */
import { unwrap, type components } from '@fbi/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { queryRoots } from '../../shared/queryKeys.ts';

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
  return queryOptions({
    queryKey: [...queryRoots.tests, 'templates'],
    queryFn: () => unwrap(api.GET('/api/v1/tests/templates')),
  });
}

/** `GET /api/v1/tests/agents` (03 §7): the submitted agent tests. */
export function agentTestsQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.agentTests, 'all'],
    queryFn: () => unwrap(api.GET('/api/v1/tests/agents')),
  });
}

/** `POST /api/v1/tests/add` (03 §7): {title, questions}. */
export function addTest(body: TestCreate) {
  return unwrap(api.POST('/api/v1/tests/add', { body }));
}

/** `PUT /api/v1/academy-exam/{examId}/update-test?value=` (03 §7): 'Сдал' or 'Не Сдал'. */
export function markAgentTest(input: { examId: number; value: TestResult }) {
  return unwrap(
    api.PUT('/api/v1/academy-exam/{examId}/update-test', {
      params: { path: { examId: input.examId }, query: { value: input.value } },
    }),
  );
}
