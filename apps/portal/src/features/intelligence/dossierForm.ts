/** The dossier form's values while typing and their mapping to the call (01 §3, §5, §7). */
import { FACTIONS } from '@fbi/domain';
import type { Dossier, DossierInput } from './api.ts';
import { choice } from '../../shared/choice.ts';
import {
  EMPTY_PERSON,
  optionalText,
  personBody,
  personOf,
  type PersonValues,
} from '../../shared/evidence/person.ts';

/** Both steps' values: the person and who they are (sex and appearance optional, 01 §5). */
export interface DossierFormValues extends PersonValues {
  nick: string;
  organization: string | null;
  position: string;
}

/** The empty creation form. */
export const EMPTY_DOSSIER_FORM: DossierFormValues = {
  ...EMPTY_PERSON,
  nick: '',
  organization: null,
  position: '',
};

/** The edit form of a stored dossier (absent optional fields empty). */
export function dossierFormOf(d: Dossier): DossierFormValues {
  return { ...personOf(d), nick: d.nick, organization: d.organization, position: d.position };
}

/**
 * The body of `POST …/add` and `PUT …/{id}/update` (01 §7): the required fields trimmed; the
 * optional birth data, sex and appearance only when given. Call after both steps passed.
 */
export function dossierBodyOf(v: DossierFormValues): DossierInput {
  const body: DossierInput = {
    ...personBody(v),
    nick: v.nick.trim(),
    sex: v.sex ?? undefined,
    eyes: optionalText(v.eyes),
    height: optionalText(v.height),
    weight: optionalText(v.weight),
    hair: optionalText(v.hair),
    organization: choice(FACTIONS, v.organization),
    position: v.position.trim(),
  };
  // JSON leaves undefined out; dropping the keys keeps the sent body and its recording equal.
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as DossierInput;
}
