/** Tests: creation, taking and the viewers (03 §2 Test modals, /tests, /agent-tests, §3, §5, §7). */
import type { HttpHandler } from 'msw';
import {
  MESSAGES,
  NOT_FOUND_MESSAGES,
  optionText,
  type TestQuestionInput,
  validateTestCreation,
} from '@fbi/domain';
import { requirePermission, requireStaff } from '../auth/access.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { integer, text } from '../http/input.ts';
import { newestFirst } from '../http/lists.ts';
import { route } from '../http/route.ts';
import { requireTransition } from '../logic/status.ts';
import { conditionName, openRow } from '../logic/testTaking.ts';
import type { Store } from '../store/store.ts';
import { toAgentTest, toTemplate } from '../logic/testViews.ts';

/** Handlers of /api/v1/tests/... (the exam-row status call lives with the exams). */
export function testHandlers(store: Store): HttpHandler[] {
  return [
    route(store, 'get', '/api/v1/tests/all', ({ caller }) => {
      requireStaff(caller);
      return store.data.tests.map((t) => ({ id: t.id, title: t.title }));
    }),

    route(store, 'post', '/api/v1/tests/add', async ({ caller, body }) => {
      requirePermission(caller, 'createTest');
      const input = await body();
      const rows = Array.isArray(input.questions)
        ? (input.questions as Record<string, unknown>[])
        : [];
      const questions: TestQuestionInput[] = rows.map((q) => ({
        title: text(q?.title),
        isFreeText: q?.isFreeText === true,
        options: Array.isArray(q?.options)
          ? q.options.map((o) => (typeof o === 'string' ? o : ''))
          : [],
        correctOptionIndex: integer(q?.correctOptionIndex) ?? -2,
      }));
      const title = text(input.title);
      const invalid = validateTestCreation({ title, questions });
      if (invalid) throw badRequest(invalid);
      const id = store.nextId();
      store.data.tests.push({
        id,
        author: caller.member.nick,
        title: title ?? '',
        createdAt: new Date(store.now()).toISOString(),
        questions: questions.map((q) => ({
          id: store.nextId(),
          title: q.title?.trim() ?? '',
          isFreeText: q.isFreeText,
          correctOptionIndex: q.correctOptionIndex,
          options: q.isFreeText
            ? []
            : q.options.map((o) => ({ id: store.nextId(), text: optionText(o) })),
        })),
      });
      return { id, achievement: null };
    }),

    route(store, 'get', '/api/v1/tests/start', ({ caller, query }) => {
      requireStaff(caller);
      const name = conditionName(query);
      return openRow(store, caller, (e) => e.conditionName === name) !== undefined;
    }),

    route(store, 'get', '/api/v1/tests/process', ({ caller, query }) => {
      requireStaff(caller);
      const name = conditionName(query);
      const row = openRow(store, caller, (e) => e.conditionName === name);
      if (!row) throw conflict(MESSAGES.testUnavailable);
      const test = store.data.tests.find((t) => t.id === row.testId);
      if (!test) throw notFound(MESSAGES.noTests);
      return {
        id: test.id,
        title: test.title,
        questions: test.questions.map((q) => ({ id: q.id, title: q.title, options: q.options })),
      };
    }),

    route(store, 'post', '/api/v1/tests/submit', async ({ caller, body }) => {
      requireStaff(caller);
      const input = await body();
      const testId = integer(input.testId);
      const test = store.data.tests.find((t) => t.id === testId);
      if (!test) throw notFound(NOT_FOUND_MESSAGES.test);
      const row = openRow(store, caller, (e) => e.testId === test.id);
      if (!row) throw conflict(MESSAGES.testUnavailable);
      const sent = Array.isArray(input.questions)
        ? (input.questions as Record<string, unknown>[])
        : [];
      const answers = test.questions.map((q) => {
        const a = sent.find((x) => integer(x?.id) === q.id);
        const index = integer(a?.selectedIndex);
        return {
          questionId: q.id,
          selectedOptionId: q.isFreeText || index === null ? null : (q.options[index]?.id ?? null),
          // 03 §5: text answers are trimmed.
          textAnswer: q.isFreeText ? text(a?.textAnswer) : null,
        };
      });
      const id = store.nextId();
      store.data.agentTests.push({
        id,
        examId: row.id,
        testId: test.id,
        nick: caller.member.nick,
        createdAt: new Date(store.now()).toISOString(),
        result: null,
        answers,
      });
      row.testState = requireTransition(caller, 'examTestState', 'take', row.testState ?? '');
      row.value = null;
      return { id, achievement: null };
    }),

    route(store, 'get', '/api/v1/tests/templates', ({ caller }) => {
      requireStaff(caller);
      return newestFirst(store.data.tests, (t) => t.createdAt).map(toTemplate);
    }),

    route(store, 'get', '/api/v1/tests/agents', ({ caller }) => {
      requireStaff(caller);
      return newestFirst(store.data.agentTests, (a) => a.createdAt).map((a) =>
        toAgentTest(store, a),
      );
    }),
  ];
}
