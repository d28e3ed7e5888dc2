/** The MW form's values while typing and their mapping to the call (01 §3 MW report, §5, §7). */
import {
  normalizeList,
  validateMwExtra,
  validateMwMain,
  type MwExtraInput,
  type MwMainInput,
} from '@fbi/domain';
import type { MostWanted, MostWantedInput } from './api.ts';

/** Both steps' values; `sex` true = male, null = not chosen (01 §3). */
export interface MwFormValues {
  nameSurname: string;
  birthDate: string;
  birthPlace: string;
  sex: boolean | null;
  eyes: string;
  height: string;
  weight: string;
  hair: string;
  race: string;
  nation: string;
  activity: string;
  signs: string;
  description: string;
  photo: string;
  mainViolation: string | null;
  cautions: string[];
  proves: string[];
}

/** A field of the form. */
export type MwField = keyof MwMainInput | keyof MwExtraInput;

/** The empty creation form. */
export const EMPTY_MW_FORM: MwFormValues = {
  nameSurname: '',
  birthDate: '',
  birthPlace: '',
  sex: null,
  eyes: '',
  height: '',
  weight: '',
  hair: '',
  race: '',
  nation: '',
  activity: '',
  signs: '',
  description: '',
  photo: '',
  mainViolation: null,
  cautions: [],
  proves: [],
};

/** The edit form of a stored report. */
export function mwFormOf(report: MostWanted): MwFormValues {
  return {
    nameSurname: report.nick,
    birthDate: report.birthDate ?? '',
    birthPlace: report.birthPlace ?? '',
    sex: report.sex,
    eyes: report.eyes,
    height: report.height,
    weight: report.weight,
    hair: report.hair,
    race: report.race,
    nation: report.nation,
    activity: report.activity,
    signs: report.signs,
    description: report.description,
    photo: report.photo,
    mainViolation: report.mainViolation,
    cautions: [...report.cautions],
    proves: [...report.proves],
  };
}

/** Step 1 'main info' (01 §5 rules; the split between steps is ours). */
export const validateMwStepMain = (v: MwFormValues) => validateMwMain(v);
/** Step 2 'additional info'. */
export const validateMwStepExtra = (v: MwFormValues) => validateMwExtra(v);

/** A trimmed optional text, left out when empty. */
const optional = (v: string) => (v.trim() === '' ? undefined : v.trim());

/**
 * The body of `POST …/add` and `PUT …/{id}/update` (01 §7): texts trimmed, `nick` from
 * nameSurname, the optional birth date and place only when given (01 §5). Call only after both
 * steps passed, so sex and mainViolation are set.
 */
export function mwBodyOf(v: MwFormValues): MostWantedInput {
  return {
    nick: v.nameSurname.trim(),
    birthDate: optional(v.birthDate),
    birthPlace: optional(v.birthPlace),
    sex: v.sex === true,
    eyes: v.eyes.trim(),
    height: v.height.trim(),
    weight: v.weight.trim(),
    hair: v.hair.trim(),
    race: v.race.trim(),
    nation: v.nation.trim(),
    activity: v.activity.trim(),
    signs: v.signs.trim(),
    description: v.description.trim(),
    photo: v.photo,
    mainViolation: v.mainViolation ?? '',
    proves: normalizeList(v.proves),
    cautions: normalizeList(v.cautions),
  };
}
