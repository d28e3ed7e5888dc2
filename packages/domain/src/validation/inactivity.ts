/** Inactivity request. Spec: 02 §5 (Inactivity request), §2.7. */
import { firstIssue, isIsoDate, required, type ValidationResult } from './common.ts';
import { validateComment } from './investigations.ts';
import { MESSAGES } from './messages.ts';

/**
 * Validates the inactivity request (02 §5): dueDate (inclusive end date, 'YYYY-MM-DD') and reason
 * required. Messages are ours (not shown).
 */
export function validateInactivity(form: {
  dueDate: string | null | undefined;
  reason: string | null | undefined;
}): ValidationResult<'dueDate' | 'reason'> {
  return firstIssue<'dueDate' | 'reason'>(
    ['dueDate', () => required(form.dueDate, MESSAGES.dueDateEmpty)],
    ['dueDate', () => (isIsoDate(form.dueDate) ? null : MESSAGES.dueDateInvalid)],
    ['reason', () => required(form.reason, MESSAGES.reasonEmpty)],
  );
}

/** Validates an inactivity decline comment (02 §5: the shared comment check, wording not shown). */
export function validateInactivityDecline(
  comment: string | null | undefined,
): ValidationResult<'comment'> {
  return firstIssue(['comment', () => validateComment(comment)]);
}
