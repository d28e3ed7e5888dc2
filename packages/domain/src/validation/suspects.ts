/** Suspect (first arrest) and later arrests. Spec: 03 §5 (Suspect creation, Arrest proof). */
import { firstError, isBlank, isHttpUrl, type ValidationResult } from './common.ts';
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
}): ValidationResult {
  return firstError(
    () => validateNick(form.nick),
    () => (isBlank(form.prove) ? MESSAGES.proveEmpty : null),
    () => (isHttpUrl(form.prove) ? null : MESSAGES.proveInvalid),
    () => (isBlank(form.arrest) ? MESSAGES.arrestProveEmpty : null),
    () => (isHttpUrl(form.arrest) ? null : MESSAGES.arrestProveInvalid),
  );
}

/**
 * Validates the second/third arrest proof (03 §5): empty 'Ссылка не может быть пустой.';
 * not an http(s) URL 'Ссылка имеет невалидный формат.'.
 */
export function validateArrestProof(link: string | null | undefined): ValidationResult {
  if (isBlank(link)) return MESSAGES.arrestLinkEmpty;
  if (!isHttpUrl(link)) return MESSAGES.arrestLinkInvalid;
  return null;
}
