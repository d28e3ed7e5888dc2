/** The dossier form's values while typing and their mapping to the call (01 §3, §5, §7). */
import {
  type DossierExtraField,
  type DossierMainField,
  FACTIONS,
  normalizeList,
  validateDossierExtra,
  validateDossierMain,
} from '@fbi/domain';
import type { Dossier, DossierInput } from './api.ts';
import { choice } from '../../shared/choice.ts';

/** Both steps' values; `sex` true = male, null = not given (optional, 01 §5). */
export interface DossierFormValues {
  nick: string;
  birthDate: string;
  birthPlace: string;
  sex: boolean | null;
  eyes: string;
  height: string;
  weight: string;
  hair: string;
  race: string;
  nation: string;
  organization: string | null;
  position: string;
  description: string;
  photo: string;
  cautions: string[];
  proves: string[];
}

/** A field the rules of 01 §5 can fail on. */
export type DossierField = DossierMainField | DossierExtraField;

/** The empty creation form. */
export const EMPTY_DOSSIER_FORM: DossierFormValues = {
  nick: '',
  birthDate: '',
  birthPlace: '',
  sex: null,
  eyes: '',
  height: '',
  weight: '',
  hair: '',
  race: '',
  nation: '',
  organization: null,
  position: '',
  description: '',
  photo: '',
  cautions: [],
  proves: [],
};

/** The edit form of a stored dossier (absent optional fields empty). */
export function dossierFormOf(d: Dossier): DossierFormValues {
  return {
    nick: d.nick,
    birthDate: d.birthDate ?? '',
    birthPlace: d.birthPlace ?? '',
    sex: d.sex ?? null,
    eyes: d.eyes ?? '',
    height: d.height ?? '',
    weight: d.weight ?? '',
    hair: d.hair ?? '',
    race: d.race,
    nation: d.nation,
    organization: d.organization,
    position: d.position,
    description: d.description,
    photo: d.photo,
    cautions: [...d.cautions],
    proves: [...d.proves],
  };
}

/** Step 1 (01 §5: race, nation, organization, position; the nick names the dossier). */
export const validateDossierStepMain = (v: DossierFormValues) => validateDossierMain(v);
/** Step 2 (01 §5: description, photo, at least one suspicion and one link). */
export const validateDossierStepExtra = (v: DossierFormValues) => validateDossierExtra(v);

/** A trimmed optional text, left out when empty. */
const optional = (v: string) => (v.trim() === '' ? undefined : v.trim());

/**
 * The body of `POST …/add` and `PUT …/{id}/update` (01 §7): the required fields trimmed; the
 * optional birth data, sex and appearance only when given. Call after both steps passed.
 */
export function dossierBodyOf(v: DossierFormValues): DossierInput {
  const body: DossierInput = {
    nick: v.nick.trim(),
    birthDate: optional(v.birthDate),
    birthPlace: optional(v.birthPlace),
    sex: v.sex ?? undefined,
    eyes: optional(v.eyes),
    height: optional(v.height),
    weight: optional(v.weight),
    hair: optional(v.hair),
    race: v.race.trim(),
    nation: v.nation.trim(),
    organization: choice(FACTIONS, v.organization),
    position: v.position.trim(),
    description: v.description.trim(),
    photo: v.photo,
    proves: normalizeList(v.proves),
    cautions: normalizeList(v.cautions),
  };
  // JSON leaves undefined out; dropping the keys keeps the sent body and its recording equal.
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as DossierInput;
}
