/** Office access request and level issue. Spec: 02 §5 (Office request). */
import { firstIssue, isBlank, isHttpUrl, required, type ValidationResult } from './common.ts';
import { validateComment } from './investigations.ts';
import { MESSAGES } from './messages.ts';

/**
 * Validates the office access request (02 §5): author, faction, rank, position, passport (an
 * http(s) URL), description required.
 */
export function validateOfficeRequest(form: {
  author: string | null | undefined;
  faction: string | null | undefined;
  rang: string | null | undefined;
  position: string | null | undefined;
  passport: string | null | undefined;
  description: string | null | undefined;
}): ValidationResult<'author' | 'faction' | 'rang' | 'position' | 'passport' | 'description'> {
  return firstIssue<'author' | 'faction' | 'rang' | 'position' | 'passport' | 'description'>(
    ['author', () => required(form.author, MESSAGES.authorEmpty)],
    ['faction', () => required(form.faction, MESSAGES.factionEmpty)],
    ['rang', () => required(form.rang, MESSAGES.rankEmpty)],
    ['position', () => required(form.position, MESSAGES.positionEmpty)],
    ['passport', () => (isBlank(form.passport) ? MESSAGES.passportEmpty : null)],
    ['passport', () => (isHttpUrl(form.passport) ? null : MESSAGES.passportInvalid)],
    ['description', () => required(form.description, MESSAGES.descriptionEmpty)],
  );
}

/**
 * Validates issuing or changing an access level (02 §5: wording not shown):
 * a level must be chosen, 'Выберите уровень допуска'.
 */
export function validateOfficeLevel(level: string | null | undefined): ValidationResult<'level'> {
  return firstIssue(['level', () => required(level, MESSAGES.officeLevelEmpty)]);
}

/** Validates an office decline comment (02 §5: the shared comment check, wording not shown). */
export function validateOfficeDecline(
  comment: string | null | undefined,
): ValidationResult<'comment'> {
  return firstIssue(['comment', () => validateComment(comment)]);
}
