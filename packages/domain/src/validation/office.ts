/** Office access request and level issue. Spec: 02 §5 (Office request). */
import { firstError, isBlank, isHttpUrl, required, type ValidationResult } from './common.ts';
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
}): ValidationResult {
  return firstError(
    () => required(form.author, MESSAGES.authorEmpty),
    () => required(form.faction, MESSAGES.factionEmpty),
    () => required(form.rang, MESSAGES.rankEmpty),
    () => required(form.position, MESSAGES.positionEmpty),
    () => (isBlank(form.passport) ? MESSAGES.passportEmpty : null),
    () => (isHttpUrl(form.passport) ? null : MESSAGES.passportInvalid),
    () => required(form.description, MESSAGES.descriptionEmpty),
  );
}

/**
 * Validates issuing or changing an access level (02 §5: wording not shown):
 * a level must be chosen, 'Выберите уровень допуска'.
 */
export function validateOfficeLevel(level: string | null | undefined): ValidationResult {
  return required(level, MESSAGES.officeLevelEmpty);
}
