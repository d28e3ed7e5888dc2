import { GENDERS, normalizeList } from '@fbi/domain';
import { partFields, trimmed, type FormField } from '../form/FormFields.tsx';
import type { EvidenceValues } from './evidenceFields.tsx';

/**
 * The person both two-step wizards describe, besides who they are and their case (01 §3 MW
 * report, Intelligence dossier); `sex` true = male, null = not chosen.
 */
export interface PersonValues extends EvidenceValues {
  birthDate: string;
  birthPlace: string;
  sex: boolean | null;
  eyes: string;
  height: string;
  weight: string;
  hair: string;
  race: string;
  nation: string;
  description: string;
}

/** The person of an empty creation form. */
export const EMPTY_PERSON: PersonValues = {
  birthDate: '',
  birthPlace: '',
  sex: null,
  eyes: '',
  height: '',
  weight: '',
  hair: '',
  race: '',
  nation: '',
  description: '',
  photo: '',
  cautions: [],
  proves: [],
};

/** A stored MW report or dossier: the appearance and birth data may be absent (01 §3). */
type StoredPerson = { [K in keyof PersonValues]?: PersonValues[K] | null } & {
  race: string;
  nation: string;
  description: string;
  photo: string;
  cautions: readonly string[];
  proves: readonly string[];
};

/** The person of a stored record's edit form, absent values empty. */
export function personOf(stored: StoredPerson): PersonValues {
  return {
    birthDate: stored.birthDate ?? '',
    birthPlace: stored.birthPlace ?? '',
    sex: stored.sex ?? null,
    eyes: stored.eyes ?? '',
    height: stored.height ?? '',
    weight: stored.weight ?? '',
    hair: stored.hair ?? '',
    race: stored.race,
    nation: stored.nation,
    description: stored.description,
    photo: stored.photo,
    cautions: [...stored.cautions],
    proves: [...stored.proves],
  };
}

/** A trimmed optional text, left out when empty. */
export const optionalText = (v: string) => (v.trim() === '' ? undefined : v.trim());

/**
 * The part of both calls' bodies (01 §7 MW, dossier `…/add`, `…/{id}/update`) that both send
 * alike: the optional birth date and place only when given, the texts trimmed, the lists
 * normalized. Sex and appearance are the caller's: required for MW, optional for a dossier.
 */
export function personBody(v: PersonValues) {
  return {
    birthDate: optionalText(v.birthDate),
    birthPlace: optionalText(v.birthPlace),
    ...trimmed(v, ['race', 'nation', 'description']),
    photo: v.photo,
    proves: normalizeList(v.proves),
    cautions: normalizeList(v.cautions),
  };
}

/** The labels, from the feature's texts in `@fbi/domain` (MW_TEXT, DOSSIER_TEXT). */
interface PersonTexts {
  birthDate: string;
  birthDatePlaceholder: string;
  birthPlace: string;
  sex: string;
  eyes: string;
  height: string;
  weight: string;
  hair: string;
}

/**
 * The birth data, sex and appearance lines of both wizards' step 1 (01 §5 MW form, IB dossier):
 * the birth date and place optional in both, sex and appearance `isRequired` (MW) or not
 * (dossier). The messages are the wizard's domain validator's.
 */
export function personFields<V extends PersonValues>(texts: PersonTexts, isRequired: boolean) {
  const line = (key: 'eyes' | 'height' | 'weight' | 'hair') =>
    ({ key, label: texts[key], kind: 'text', isRequired }) as const;
  const fields: FormField<PersonValues>[] = [
    {
      key: 'birthDate',
      label: texts.birthDate,
      kind: 'text',
      placeholder: texts.birthDatePlaceholder,
      isRequired: false,
    },
    { key: 'birthPlace', label: texts.birthPlace, kind: 'text', isRequired: false },
    { key: 'sex', label: texts.sex, kind: 'boolean', labels: [GENDERS[0], GENDERS[1]], isRequired },
    line('eyes'),
    line('height'),
    line('weight'),
    line('hair'),
  ];
  return partFields<V, PersonValues>(fields);
}
