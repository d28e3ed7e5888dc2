/** National security report (create and edit). Spec: 02 §5 (National security), §9 (mark 0–10). */
import { MARK_MAX, MARK_MIN } from '../constants.ts';
import { firstIssue, required, type ValidationResult } from './common.ts';
import { validateComment } from './investigations.ts';
import { MESSAGES } from './messages.ts';

/** True when `mark` is an integer 0–10 (number or numeric string), 02 §9. */
export function isMark(mark: number | string | null | undefined): boolean {
  if (mark == null || (typeof mark === 'string' && mark.trim() === '')) return false;
  const n = Number(mark);
  return Number.isInteger(n) && n >= MARK_MIN && n <= MARK_MAX;
}

/**
 * Validates the national security report form, used for create and edit (02 §5; the edit rules are
 * not shown, we apply the same): faction, description, mark required; mark 0–10.
 */
export function validateNationalSecurity(form: {
  faction: string | null | undefined;
  description: string | null | undefined;
  mark: number | string | null | undefined;
}): ValidationResult<'faction' | 'description' | 'mark'> {
  return firstIssue<'faction' | 'description' | 'mark'>(
    ['faction', () => required(form.faction, MESSAGES.factionEmpty)],
    ['description', () => required(form.description, MESSAGES.descriptionEmpty)],
    [
      'mark',
      () =>
        form.mark == null || (typeof form.mark === 'string' && form.mark.trim() === '')
          ? MESSAGES.markEmpty
          : null,
    ],
    ['mark', () => (isMark(form.mark) ? null : MESSAGES.markInvalid)],
  );
}

/**
 * Validates the comment of a report sent back to its author (02 §2.8, §5: the shared comment
 * check, wording not shown).
 */
export function validateNationalSecurityRework(
  comment: string | null | undefined,
): ValidationResult<'comment'> {
  return firstIssue(['comment', () => validateComment(comment)]);
}
