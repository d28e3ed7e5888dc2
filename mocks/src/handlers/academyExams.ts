/** Academy exam rows and promotion dates (03 §2 /academy, /agent-tests, §3, §4, §6, §7). */
import type { HttpHandler } from 'msw';
import { isIsoDate, NOT_FOUND_MESSAGES, SERVER_MESSAGES } from '@fbi/domain';
import { award } from '../achievements.ts';
import { requirePermission, requireStaff } from '../auth/access.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { text } from '../http/input.ts';
import { findById, idParam } from '../http/params.ts';
import { route } from '../http/route.ts';
import { examCellValue, examTestStateOf, isTestResult } from '../logic/academy.ts';
import { requireRole, requireTransition } from '../logic/status.ts';
import type { Store } from '../store/store.ts';
import { memberByNick, toTeamMember } from '../logic/teamView.ts';
import { latestAttempt } from '../logic/testViews.ts';

/** Handlers of /api/v1/academy-exam/..., /api/v1/tests/{id}/status and the promotion date. */
export function academyExamHandlers(store: Store): HttpHandler[] {
  const find = (id: string | undefined) =>
    findById(store.data.exams, idParam(id), NOT_FOUND_MESSAGES.exam);
  return [
    route(store, 'get', '/api/v1/academy-exam/all', ({ caller }) => {
      requireStaff(caller);
      const achievement = award(store, caller.member.id, 'exams_viewed');
      if (achievement) store.save();
      return { exams: store.data.exams, achievement };
    }),

    route(store, 'put', '/api/v1/academy-exam/update', async ({ caller, body }) => {
      requirePermission(caller, 'academyExamsEdit');
      const input: Record<string, unknown> = await body();
      // Check every entry before changing any, so a bad one changes nothing.
      const changes = Object.entries(input).map(([id, raw]) => {
        const exam = find(id);
        if (exam.conditionType === 'TEST') throw badRequest(SERVER_MESSAGES.testResultSeparate);
        return [exam, examCellValue(exam, raw)] as const;
      });
      for (const [exam, value] of changes) exam.value = value;
      return changes.map(([exam]) => exam);
    }),

    route(
      store,
      'put',
      '/api/v1/academy-exam/{examId}/update-test',
      ({ caller, params, query }) => {
        requireRole(caller, 'examTestState', 'mark');
        const exam = find(params.examId);
        const value = query.get('value');
        if (!isTestResult(value)) throw badRequest(SERVER_MESSAGES.testResultValue);
        if (exam.conditionType !== 'TEST') throw badRequest(SERVER_MESSAGES.notTestCondition);
        // Only a submitted (closed) test has answers to review.
        exam.testState = requireTransition(caller, 'examTestState', 'mark', examTestStateOf(exam));
        exam.value = value;
        // The newest attempt only: earlier attempts keep the result they were given.
        const attempt = latestAttempt(store, exam.id);
        if (attempt) attempt.result = value;
        return exam;
      },
    ),

    route(store, 'put', '/api/v1/tests/{id}/status', ({ caller, params }) => {
      requireRole(caller, 'examTestState', 'reopen');
      const exam = find(params.id);
      if (exam.conditionType !== 'TEST') throw badRequest(SERVER_MESSAGES.notTestCondition);
      exam.testState = requireTransition(caller, 'examTestState', 'reopen', examTestStateOf(exam));
      exam.value = null;
      return exam;
    }),

    route(store, 'put', '/api/v1/team/update-promotion-date', async ({ caller, body }) => {
      requirePermission(caller, 'academyExamsEdit');
      const input = await body();
      const date = text(input.nextPromotionDate);
      if (!isIsoDate(date)) throw badRequest(SERVER_MESSAGES.dateFormat);
      const member = memberByNick(store, text(input.nick));
      if (!member) throw notFound(NOT_FOUND_MESSAGES.agent);
      member.nextPromotionDate = date;
      for (const exam of store.data.exams)
        if (exam.nick === member.nick) exam.nextPromotionDate = date;
      return toTeamMember(store, member);
    }),
  ];
}
