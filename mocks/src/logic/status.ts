/**
 * Transition guards of the mock server, read from the machines of @fbi/domain (section 4 of each
 * document) that the portal's buttons use too: a caller whose roles may not take the action gets
 * 403, a record whose status (or facts) does not allow it gets 409 with a Russian message.
 */
import {
  isAllowed,
  judge,
  transitionOf,
  type ActionOf,
  type MachineName,
  type RecordFacts,
  type TargetOf,
} from '@fbi/domain';
import type { Caller } from '../auth/sessions.ts';
import { conflict, forbidden } from '../http/errors.ts';

/**
 * Checks one action of `machine` for the caller on a record in `status`.
 * @returns the status the action leads to (null: the record is deleted).
 * @throws 403 'У вас нет доступа к этой функции' for the caller's roles; 409 for the record.
 */
export function requireTransition<M extends MachineName, A extends ActionOf<M>>(
  caller: Caller,
  machine: M,
  action: A,
  status: string,
  facts?: RecordFacts,
): TargetOf<M, A> {
  return requireOneOf(caller, machine, [action], status, facts);
}

/**
 * Checks the actions one call can stand for (e.g. a verdict DECLINED is the decision maker's
 * decline or the executor's): the first that the caller may take from `status` wins.
 * @returns the status it leads to; 403 when the caller's roles allow none of them, else 409 with
 * the refusal of the first action the roles allow.
 */
export function requireOneOf<M extends MachineName, A extends ActionOf<M>>(
  caller: Caller,
  machine: M,
  actions: readonly A[],
  status: string,
  facts?: RecordFacts,
): TargetOf<M, A> {
  let refusal: string | null = null;
  for (const action of actions) {
    const verdict = judge(machine, action, caller.roles, status, facts);
    // The machine's data is typed per action; judge() reads it untyped.
    if (verdict.ok) return verdict.to as TargetOf<M, A>;
    if (verdict.reason === 'status') refusal ??= verdict.message;
  }
  throw refusal === null ? forbidden() : conflict(refusal);
}

/**
 * 403 unless the caller's roles may take `action` at all: for the role check that comes before
 * the record is looked up or the body is read (the status is checked later).
 */
export function requireRole<M extends MachineName>(
  caller: Caller,
  machine: M,
  action: ActionOf<M>,
): void {
  if (!isAllowed(transitionOf(machine, action).who, caller.roles)) throw forbidden();
}
