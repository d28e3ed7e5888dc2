/**
 * IB dossier form (two steps). Spec: 01 §5 (IB dossier), 01 §3 (Intelligence dossier).
 * Messages are not shown by the spec; ours are in MESSAGES.
 */
import {
  firstIssue,
  isBlank,
  normalizeList,
  required,
  validateLinks,
  type ValidationResult,
} from './common.ts';
import { MESSAGES } from './messages.ts';
import { validateBirthDate } from './mostWanted.ts';
import { validateNick } from './nick.ts';

/** Step 1 of the IB dossier (split between steps is our choice). */
export interface DossierMainInput {
  nick: string | null | undefined;
  birthDate?: string | null | undefined;
  race: string | null | undefined;
  nation: string | null | undefined;
  organization: string | null | undefined;
  position: string | null | undefined;
}

/** Step 2 of the IB dossier. */
export interface DossierExtraInput {
  description: string | null | undefined;
  photo: string | null | undefined;
  /** Suspicions (free text entries). */
  cautions: readonly string[] | null | undefined;
  proves: readonly string[] | null | undefined;
}

/** A field of dossier step 1. */
export type DossierMainField = keyof DossierMainInput;
/** A field of dossier step 2. */
export type DossierExtraField = keyof DossierExtraInput;

/**
 * Validates IB dossier step 1 (01 §5): nick (First_Last), birth date only when filled, race,
 * nation, organization, position required.
 */
export function validateDossierMain(form: DossierMainInput): ValidationResult<DossierMainField> {
  return firstIssue<DossierMainField>(
    ['nick', () => validateNick(form.nick)],
    ['birthDate', () => (isBlank(form.birthDate) ? null : validateBirthDate(form.birthDate))],
    ['race', () => required(form.race, MESSAGES.raceEmpty)],
    ['nation', () => required(form.nation, MESSAGES.nationEmpty)],
    ['organization', () => required(form.organization, MESSAGES.organizationEmpty)],
    ['position', () => required(form.position, MESSAGES.positionEmpty)],
  );
}

/**
 * Validates IB dossier step 2 (01 §5): description and photo required, at least one suspicion
 * and one http(s) link.
 */
export function validateDossierExtra(form: DossierExtraInput): ValidationResult<DossierExtraField> {
  return firstIssue<DossierExtraField>(
    ['description', () => required(form.description, MESSAGES.descriptionEmpty)],
    ['photo', () => required(form.photo, MESSAGES.photoEmpty)],
    ['cautions', () => (normalizeList(form.cautions).length > 0 ? null : MESSAGES.suspicionsEmpty)],
    ['proves', () => validateLinks(form.proves)],
  );
}

/** Validates the whole IB dossier: step 1 then step 2 (01 §5). */
export function validateDossier(
  form: DossierMainInput & DossierExtraInput,
): ValidationResult<DossierMainField | DossierExtraField> {
  return validateDossierMain(form) ?? validateDossierExtra(form);
}
