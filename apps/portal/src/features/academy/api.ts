/** Calls of the academy: templates, exams, promotion dates and test taking (03 §7). */
import type { components } from '@fbi/api';
import { toAcademyRank, type AcademyRank } from '@fbi/domain';
import { queryOptions } from '@tanstack/react-query';
import { queryRoots } from '../../shared/queryKeys.ts';
import { apiGet, apiPut, apiPost, orNullOn404, recordPut, getQuery } from '../../shared/call.ts';

/** An academy template (03 §3). */
export type AcademyTemplate = components['schemas']['AcademyTemplate'];
/** A template condition as stored (03 §3). */
export type AcademyCondition = components['schemas']['AcademyCondition'];
/** The template payload of add and update (03 §7). */
export type AcademyTemplateInput = components['schemas']['AcademyTemplateInput'];
/** An exam row (03 §3 Academy exam row). */
export type AcademyExam = components['schemas']['AcademyExam'];
/** A test to take (03 §3 Test (taking)). */
export type TestToTake = components['schemas']['TestToTake'];
/** The answers sent (03 §3 Test answer). */
export type TestSubmission = components['schemas']['TestSubmission'];

/** `GET /api/v1/academy-template/all` (03 §7): every template, newest first. */
export function academyTemplatesQueryOptions() {
  return getQuery([...queryRoots.academyTemplates, 'all'], '/api/v1/academy-template/all');
}

/**
 * `GET /api/v1/academy-template/all/active` (03 §7): the active template, or null when the
 * server answers 404 (no template is active yet — a state, not an error to toast).
 */
export function activeTemplateQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.academyTemplates, 'active'],
    queryFn: () => orNullOn404(apiGet('/api/v1/academy-template/all/active')),
  });
}

/**
 * `GET /api/v1/tests/all` (03 §7): the tests a TEST condition chooses from (id, title). Keyed
 * under the tests root so a new test refreshes the choice.
 */
export function testChoicesQueryOptions() {
  return getQuery([...queryRoots.tests, 'choices'], '/api/v1/tests/all');
}

/**
 * `GET /api/v1/academy-exam/all` (03 §7): the exam rows and maybe an achievement, which the query
 * client shows once (03 §2 "an achievement toast can appear after loading exams").
 */
export function examsQueryOptions() {
  return getQuery([...queryRoots.academyExams, 'all'], '/api/v1/academy-exam/all');
}

/** An agent of an academy rank as the roster has them (03 §2 /academy: nick and both dates). */
export interface AcademyAgent {
  nick: string;
  rank: AcademyRank;
  promotionDate: string | null;
  nextPromotionDate: string | null;
}

/**
 * `GET /api/v1/team/all` (01 §7) reduced to the agents of academy ranks: the tables of /academy
 * list every such agent, also those whose rank has no condition in the active template and so no
 * exam row (03 §2 "three tables by rank", §4 exams made per condition).
 */
export function academyAgentsQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.team, 'academy'],
    queryFn: async (): Promise<AcademyAgent[]> =>
      (await apiGet('/api/v1/team/all')).team.flatMap((m) => {
        const rank = toAcademyRank(m.rang);
        if (!rank) return [];
        const { nick, promotionDate, nextPromotionDate } = m;
        return [{ nick, rank, promotionDate, nextPromotionDate }];
      }),
  });
}

/** `POST /api/v1/academy-template/add` (03 §7): ranks and types sent as enumerations. */
export function addTemplate(body: AcademyTemplateInput) {
  return apiPost('/api/v1/academy-template/add', { body });
}

/** `PUT /api/v1/academy-template/{id}/update` (03 §7): an INACTIVE template only (409 else). */
export function updateTemplate(input: { id: number; body: AcademyTemplateInput }) {
  return recordPut('/api/v1/academy-template/{id}/update', input.id, { body: input.body });
}

/** `PUT /api/v1/academy-template/{id}/activate` (03 §4, §7): no body. */
export function activateTemplate(id: number) {
  return recordPut('/api/v1/academy-template/{id}/activate', id);
}

/**
 * `PUT /api/v1/academy-exam/update` (03 §7): a map from exam id to value, non-TEST rows only,
 * 'Не определено' sent as ''.
 */
export function updateExams(body: Record<string, string>) {
  return apiPut('/api/v1/academy-exam/update', { body });
}

/** `PUT /api/v1/tests/{id}/status` (03 §7 "opens a test"; `id` is the exam row, see openapi.yaml). */
export function reopenExamTest(examId: number) {
  return recordPut('/api/v1/tests/{id}/status', examId);
}

/** `PUT /api/v1/team/update-promotion-date` (03 §7): {nick, nextPromotionDate}. */
export function updatePromotionDate(body: { nick: string; nextPromotionDate: string }) {
  return apiPut('/api/v1/team/update-promotion-date', { body });
}

/** `GET /api/v1/tests/start?conditionName=` (03 §7): a truthy answer means it can be taken. */
export async function canStartTest(conditionName: string): Promise<boolean> {
  const answer: unknown = await apiGet('/api/v1/tests/start', { query: { conditionName } });
  return Boolean(answer);
}

/**
 * `GET /api/v1/tests/process?conditionName=` (03 §7): the test to take, without its answers.
 * Never reused from cache: each opening asks the server again.
 */
export function testToTakeQueryOptions(conditionName: string) {
  return queryOptions({
    queryKey: [...queryRoots.testToTake, conditionName],
    queryFn: () => apiGet('/api/v1/tests/process', { query: { conditionName } }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** `POST /api/v1/tests/submit` (03 §7): {testId, title, questions}. */
export function submitTest(body: TestSubmission) {
  return apiPost('/api/v1/tests/submit', { body });
}
