/** Suspect (first arrest) and later arrests. Spec: 03 §5 (Suspect creation, Arrest proof). */
import { firstIssue, isBlank, isHttpUrl, type ValidationResult } from './common.ts';
import { MESSAGES } from './messages.ts';
import { validateNick } from './nick.ts';

/**
 * Validates the first-arrest form (03 §5): nick (First_Last), prove and arrest required and
 * http(s) URLs. Messages for prove/arrest are ours.
 */
export function validateSuspect(form: {
  nick: string | null | undefined;
  prove: string | null | undefined;
  arrest: string | null | undefined;
}): ValidationResult<'nick' | 'prove' | 'arrest'> {
  return firstIssue<'nick' | 'prove' | 'arrest'>(
    ['nick', () => validateNick(form.nick)],
    ['prove', () => (isBlank(form.prove) ? MESSAGES.proveEmpty : null)],
    ['prove', () => (isHttpUrl(form.prove) ? null : MESSAGES.proveInvalid)],
    ['arrest', () => (isBlank(form.arrest) ? MESSAGES.arrestProveEmpty : null)],
    ['arrest', () => (isHttpUrl(form.arrest) ? null : MESSAGES.arrestProveInvalid)],
  );
}

/**
 * Validates the second/third arrest proof (03 §5): empty 'Ссылка не может быть пустой.';
 * not an http(s) URL 'Ссылка имеет невалидный формат.'.
 */
export function validateArrestProof(link: string | null | undefined): ValidationResult<'arrest'> {
  return firstIssue<'arrest'>(
    ['arrest', () => (isBlank(link) ? MESSAGES.arrestLinkEmpty : null)],
    ['arrest', () => (isHttpUrl(link) ? null : MESSAGES.arrestLinkInvalid)],
  );
}
