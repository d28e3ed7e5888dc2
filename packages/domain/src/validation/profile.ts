/** Profile main form and sections. Spec: 02 §5 (Profile main form, Profile sections). */
import {
  BIRTH_PLACE_MAX,
  BIRTH_YEAR_MAX,
  BIRTH_YEAR_MIN,
  FULL_NAME_MAX,
  SKILLS_MAX,
} from '../constants.ts';
import {
  firstIssue,
  maxLength,
  required,
  type CheckResult,
  type ValidationResult,
} from './common.ts';
import { MESSAGES } from './messages.ts';

/** Fields of the profile main form (02 §3; insurance and phone as sent). */
export interface ProfileMainInput {
  fullName: string | null | undefined;
  gender: string | null | undefined;
  ethnicity: string | null | undefined;
  birthDate: string | null | undefined;
  birthPlace: string | null | undefined;
  citizenship: string | null | undefined;
  residence: string | null | undefined;
  insurance: string | null | undefined;
  maritalStatus: string | null | undefined;
  phone: string | null | undefined;
  /** Optional. */
  position?: string | null | undefined;
}

/**
 * Profile birth date (02 §5): must match YYYY-MM-DD with the year starting 19 or 20, else
 * 'Дата рождения не может быть пустой' (the spec uses that message for a mismatch as well);
 * then the 1900–2100 range check, which effectively never triggers.
 */
function profileBirthDate(value: string | null | undefined): CheckResult {
  const v = value?.trim() ?? '';
  if (!/^(19|20)\d{2}-\d{2}-\d{2}$/.test(v)) return MESSAGES.birthDateEmpty;
  const year = Number(v.slice(0, 4));
  if (year < BIRTH_YEAR_MIN || year > BIRTH_YEAR_MAX) return MESSAGES.birthDateRange;
  return null;
}

/**
 * Validates the profile main form (02 §5) in the spec's order: full name (required, max 50),
 * gender, ethnicity, birth date, birth place (required, max 150), citizenship, residence,
 * insurance, marital status, phone. Position is optional.
 */
export function validateProfileMain(
  form: ProfileMainInput,
): ValidationResult<keyof ProfileMainInput> {
  return firstIssue<keyof ProfileMainInput>(
    ['fullName', () => required(form.fullName, MESSAGES.fullNameEmpty)],
    ['fullName', () => maxLength(form.fullName, FULL_NAME_MAX, MESSAGES.fullNameTooLong)],
    ['gender', () => required(form.gender, MESSAGES.genderEmpty)],
    ['ethnicity', () => required(form.ethnicity, MESSAGES.ethnicityEmpty)],
    ['birthDate', () => profileBirthDate(form.birthDate)],
    ['birthPlace', () => required(form.birthPlace, MESSAGES.birthPlaceEmpty)],
    ['birthPlace', () => maxLength(form.birthPlace, BIRTH_PLACE_MAX, MESSAGES.birthPlaceTooLong)],
    ['citizenship', () => required(form.citizenship, MESSAGES.citizenshipEmpty)],
    ['residence', () => required(form.residence, MESSAGES.residenceEmpty)],
    ['insurance', () => required(form.insurance, MESSAGES.insuranceEmpty)],
    ['maritalStatus', () => required(form.maritalStatus, MESSAGES.maritalStatusEmpty)],
    ['phone', () => required(form.phone, MESSAGES.phoneEmpty)],
  );
}

/** A free-text profile section (02 §2.11). */
export type ProfileSection = 'biography' | 'education' | 'skills' | 'qualities' | 'serviceRecord';

const SECTION_EMPTY: Record<ProfileSection, string> = {
  biography: MESSAGES.biographyEmpty,
  education: MESSAGES.educationEmpty,
  skills: MESSAGES.skillsEmpty,
  qualities: MESSAGES.qualitiesEmpty,
  serviceRecord: MESSAGES.serviceRecordEmpty,
};

/**
 * Validates one profile section (02 §5): required with the section's message; skills also at most
 * 2500 characters. The issue is on the section's own field.
 */
export function validateProfileSection<S extends ProfileSection>(
  section: S,
  value: string | null | undefined,
): ValidationResult<S> {
  return firstIssue<S>(
    [section, () => required(value, SECTION_EMPTY[section])],
    [
      section,
      () => (section === 'skills' ? maxLength(value, SKILLS_MAX, MESSAGES.skillsTooLong) : null),
    ],
  );
}
