/**
 * MW report form (two steps) and MW arrest form. Spec: 01 §5 (MW form, Arrest), 01 §3 (MW report).
 * Per-field messages are not shown by the spec (01 §5 "Exact per-field rules beyond these: not
 * shown"); ours are in MESSAGES.
 */
import { APPEARANCE_FIELD_MAX, BIRTH_PLACE_MAX } from '../constants.ts';
import {
  firstError,
  firstIssue,
  isBirthDateInRange,
  isBlank,
  isHttpUrl,
  isIsoDate,
  maxLength,
  normalizeList,
  required,
  validateArticles,
  validateLinks,
  type CheckResult,
  type ValidationResult,
} from './common.ts';
import { MESSAGES, SOCIAL_HOST } from './messages.ts';
import { validateNick } from './nick.ts';

/** Step 1 "main info" of the MW form (field split between steps is our choice). */
export interface MwMainInput {
  nameSurname: string | null | undefined;
  birthDate: string | null | undefined;
  birthPlace: string | null | undefined;
  /** true = male, false = female, null = not chosen. */
  sex: boolean | null | undefined;
  eyes: string | null | undefined;
  height: string | number | null | undefined;
  weight: string | number | null | undefined;
  hair: string | null | undefined;
  race: string | null | undefined;
  nation: string | null | undefined;
}

/** Step 2 "additional info" of the MW form. */
export interface MwExtraInput {
  activity: string | null | undefined;
  signs: string | null | undefined;
  description: string | null | undefined;
  photo: string | null | undefined;
  mainViolation: string | null | undefined;
  cautions: readonly string[] | null | undefined;
  proves: readonly string[] | null | undefined;
}

/** Whole MW form. */
export type MwFormInput = MwMainInput & MwExtraInput;

/**
 * Validates a birth date (01 §5): required, 'YYYY-MM-DD' real date, year 1900–2100. A building
 * block: the form validator names the field.
 */
export function validateBirthDate(value: string | null | undefined): CheckResult {
  if (isBlank(value)) return MESSAGES.birthDateEmpty;
  if (!isIsoDate(value)) return MESSAGES.birthDateFormat;
  if (!isBirthDateInRange(value)) return MESSAGES.birthDateRange;
  return null;
}

const text = (v: string | number | null | undefined): string => (v == null ? '' : String(v));

/** Validates an appearance field: required and at most 100 characters (01 §5). */
function appearance(
  value: string | number | null | undefined,
  empty: string,
  tooLong: string,
): CheckResult {
  return firstError(
    () => required(text(value), empty),
    () => maxLength(text(value), APPEARANCE_FIELD_MAX, tooLong),
  );
}

/**
 * Validates MW step 1 (01 §5): nameSurname as a nick (pattern, max 50); birth date and birth
 * place optional, with only their limits when filled (01 §5 lists them under limits, not under
 * "required": yyyy-mm-dd within 1900–2100, at most 150 characters); sex, race, nation, eyes,
 * hair, height, weight (required, max 100).
 */
export function validateMwMain(form: MwMainInput): ValidationResult<keyof MwMainInput> {
  return firstIssue<keyof MwMainInput>(
    ['nameSurname', () => validateNick(form.nameSurname)],
    ['birthDate', () => (isBlank(form.birthDate) ? null : validateBirthDate(form.birthDate))],
    ['birthPlace', () => maxLength(form.birthPlace, BIRTH_PLACE_MAX, MESSAGES.birthPlaceTooLong)],
    ['sex', () => (typeof form.sex === 'boolean' ? null : MESSAGES.sexEmpty)],
    ['race', () => required(form.race, MESSAGES.raceEmpty)],
    ['nation', () => required(form.nation, MESSAGES.nationEmpty)],
    ['eyes', () => appearance(form.eyes, MESSAGES.eyesEmpty, MESSAGES.eyesTooLong)],
    ['hair', () => appearance(form.hair, MESSAGES.hairEmpty, MESSAGES.hairTooLong)],
    ['height', () => appearance(form.height, MESSAGES.heightEmpty, MESSAGES.heightTooLong)],
    ['weight', () => appearance(form.weight, MESSAGES.weightEmpty, MESSAGES.weightTooLong)],
  );
}

/**
 * Validates MW step 2 (01 §5): activity, signs, description, main violation, photo required;
 * at least one article (N.N УК) and one http(s) link.
 */
export function validateMwExtra(form: MwExtraInput): ValidationResult<keyof MwExtraInput> {
  return firstIssue<keyof MwExtraInput>(
    ['activity', () => required(form.activity, MESSAGES.activityEmpty)],
    ['signs', () => required(form.signs, MESSAGES.signsEmpty)],
    ['description', () => required(form.description, MESSAGES.descriptionEmpty)],
    ['mainViolation', () => required(form.mainViolation, MESSAGES.mainViolationEmpty)],
    ['photo', () => required(form.photo, MESSAGES.photoEmpty)],
    ['cautions', () => validateArticles(form.cautions, 'uk')],
    ['proves', () => validateLinks(form.proves)],
  );
}

/** Validates the whole MW form: step 1 then step 2 (01 §5). */
export function validateMwForm(form: MwFormInput): ValidationResult<keyof MwFormInput> {
  return validateMwMain(form) ?? validateMwExtra(form);
}

/**
 * True for an arrest proof link (01 §5 "each starting with http:// or {host}"): an http:// URL,
 * the social host with a path ('vk.com/wall-1_2'), or (ours) an https:// URL, the secure form
 * of the same link. No spaces.
 */
export function isArrestLink(value: string | null | undefined): boolean {
  const v = value?.trim() ?? '';
  const host = SOCIAL_HOST.replace(/\./g, '\\.');
  return isHttpUrl(v) || new RegExp(`^${host}/\\S+$`, 'i').test(v);
}

/** Validates arrest links (01 §5): at least one, each {@link isArrestLink}. */
export function validateArrestLinks(
  links: readonly (string | null | undefined)[] | null | undefined,
): CheckResult {
  const list = normalizeList(links);
  if (list.length === 0) return MESSAGES.linksEmpty;
  return list.every(isArrestLink) ? null : MESSAGES.linksInvalid;
}

/**
 * Validates the MW arrest form (01 §5): region 'Заполните регион!', city 'Заполните город!',
 * guilt chosen 'Заполните признание вины!', then at least one link ({@link validateArrestLinks}).
 */
export function validateArrest(form: {
  region: string | null | undefined;
  city: string | null | undefined;
  isGuilty: boolean | null | undefined;
  proves: readonly string[] | null | undefined;
}): ValidationResult<'region' | 'city' | 'isGuilty' | 'proves'> {
  return firstIssue<'region' | 'city' | 'isGuilty' | 'proves'>(
    ['region', () => required(form.region, MESSAGES.arrestRegionEmpty)],
    ['city', () => required(form.city, MESSAGES.arrestCityEmpty)],
    ['isGuilty', () => (typeof form.isGuilty === 'boolean' ? null : MESSAGES.arrestGuiltEmpty)],
    ['proves', () => validateArrestLinks(form.proves)],
  );
}
