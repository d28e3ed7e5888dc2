/**
 * Rules of taking a test (03 §2 Test modals, /agent-tests): the caller's open row and the
 * condition asked for.
 */
import { SERVER_MESSAGES, startsFrom } from '@fbi/domain';
import type { Caller } from '../auth/sessions.ts';
import { badRequest } from '../http/errors.ts';
import type { Store } from '../store/store.ts';
import type { Schemas } from '../store/types.ts';

/**
 * The caller's test row of a condition that can be taken, if any (03 §2: own row, test open).
 * @param match which row of the caller's TEST rows is meant (by condition name or test id).
 * @returns the row, or undefined when there is none the caller may take.
 */
export function openRow(
  store: Store,
  caller: Caller,
  match: (e: Schemas['AcademyExam']) => boolean,
): Schemas['AcademyExam'] | undefined {
  return store.data.exams.find(
    (e) =>
      e.nick === caller.member.nick &&
      e.conditionType === 'TEST' &&
      startsFrom('examTestState', 'take', e.testState) &&
      match(e),
  );
}

/**
 * The `conditionName` query parameter of a test call, trimmed (03 §2 Test modals).
 * @throws ApiError 400 (SERVER_MESSAGES.conditionMissing) when it is missing or blank.
 */
export function conditionName(query: URLSearchParams): string {
  const name = query.get('conditionName')?.trim();
  if (!name) throw badRequest(SERVER_MESSAGES.conditionMissing);
  return name;
}
