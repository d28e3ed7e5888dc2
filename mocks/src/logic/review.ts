/**
 * The review transitions that reports, IB dossiers and national security assessments share
 * (01 §4, 02 §4): approve, send back with a comment, resubmit after an edit. Each checks the
 * source statuses first, so a wrong status is 409 with the machine's label.
 */
import { validateReworkComment, type StatusMachine } from '@fbi/domain';
import { badRequest } from '../http/errors.ts';
import { requireStatus } from './status.ts';

/**
 * A record under review. Typed with the union of the review statuses so that every machine's
 * record fits; each machine that uses these helpers has NEED_IMPROVE and APPROVED.
 */
export interface Reviewed {
  status: 'ON_HEAD_CHECK' | 'ON_INSPECTOR_CHECK' | 'NEED_IMPROVE' | 'APPROVED';
  comment: string | null;
}

/**
 * The trimmed rework comment of a path (01 §5, 02 §5).
 * @returns the comment; 400 'Заполните комментарий!' when missing or blank.
 */
export function reworkComment(value: string | undefined): string {
  const text = value?.trim() ?? '';
  const invalid = validateReworkComment(text);
  if (invalid) throw badRequest(invalid);
  return text;
}

/**
 * Approves `record` (→ APPROVED) when its status is one of `from`, else 409.
 * @param action what was attempted, in Russian, for the 409 message.
 */
export function approveFrom(
  machine: StatusMachine,
  record: Reviewed,
  from: readonly string[],
  action: string,
): void {
  requireStatus(machine, record.status, from, action);
  record.status = 'APPROVED';
}

/**
 * Sends `record` back for rework (→ NEED_IMPROVE with the comment). The comment is checked before
 * the status, so a blank one is 400 whatever the status.
 */
export function sendBackFrom(
  machine: StatusMachine,
  record: Reviewed,
  comment: string | undefined,
  from: readonly string[],
  action: string,
): void {
  const text = reworkComment(comment);
  requireStatus(machine, record.status, from, action);
  record.status = 'NEED_IMPROVE';
  record.comment = text;
}

/**
 * Applies the already validated `fields` and puts `record` back in review with status `to`
 * (ON_HEAD_CHECK or ON_INSPECTOR_CHECK), when its status is one of `from`, else 409.
 */
export function resubmitFrom<R extends Reviewed>(
  machine: StatusMachine,
  record: R,
  fields: Partial<R>,
  from: readonly string[],
  to: Reviewed['status'],
  action: string,
): void {
  requireStatus(machine, record.status, from, action);
  Object.assign(record, fields, { status: to });
}
