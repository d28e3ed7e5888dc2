/**
 * The review transitions that reports, IB dossiers and national security assessments share
 * (01 §4, 02 §4): approve, send back with a comment, resubmit after an edit. Roles and source
 * statuses come from the machine (see ./status.ts).
 */
import { validateReworkComment } from '@fbi/domain';
import type { Caller } from '../auth/sessions.ts';
import { badRequest } from '../http/errors.ts';
import { requireTransition } from './status.ts';

/** The machines with edit, rework and approve actions. */
export type ReviewMachine = 'raport' | 'ibReport' | 'ibDossier' | 'nationalSecurity';

/**
 * A record under review. Typed with the union of the review statuses so that every machine's
 * record fits.
 */
export interface Reviewed {
  status: 'ON_HEAD_CHECK' | 'ON_INSPECTOR_CHECK' | 'NEED_IMPROVE' | 'APPROVED';
  comment: string | null;
}

/** The machines' statuses are the union above; the machine data says which one an action sets. */
const asStatus = (to: string | null): Reviewed['status'] => to as Reviewed['status'];

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

/** Approves `record` (the machine's approve action): 403 for the role, 409 for the status. */
export function approve(caller: Caller, machine: ReviewMachine, record: Reviewed): void {
  record.status = asStatus(requireTransition(caller, machine, 'approve', record.status));
}

/**
 * Sends `record` back for rework with the comment (the machine's rework action). The comment is
 * checked before the status, so a blank one is 400 whatever the status.
 */
export function sendBack(
  caller: Caller,
  machine: ReviewMachine,
  record: Reviewed,
  comment: string | undefined,
): void {
  const text = reworkComment(comment);
  record.status = asStatus(requireTransition(caller, machine, 'rework', record.status));
  record.comment = text;
}

/**
 * Applies the already validated `fields` and resubmits `record` for review (the machine's edit
 * action), when the caller may edit it in its status.
 */
export function resubmit<R extends Reviewed>(
  caller: Caller,
  machine: ReviewMachine,
  record: R,
  fields: Partial<R>,
): void {
  const to = asStatus(requireTransition(caller, machine, 'edit', record.status));
  Object.assign(record, fields, { status: to });
}
