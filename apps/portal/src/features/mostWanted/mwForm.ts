/** The MW form's values while typing and their mapping to the call (01 §3 MW report, §5, §7). */
import type { MostWanted, MostWantedInput } from './api.ts';
import { trimmed } from '../../shared/form/FormFields.tsx';
import {
  EMPTY_PERSON,
  personBody,
  personOf,
  type PersonValues,
} from '../../shared/evidence/person.ts';

/** Both steps' values: the person and the case (sex and appearance required, 01 §5). */
export interface MwFormValues extends PersonValues {
  nameSurname: string;
  activity: string;
  signs: string;
  mainViolation: string | null;
}

/** The empty creation form. */
export const EMPTY_MW_FORM: MwFormValues = {
  ...EMPTY_PERSON,
  nameSurname: '',
  activity: '',
  signs: '',
  mainViolation: null,
};

/** The edit form of a stored report. */
export function mwFormOf(report: MostWanted): MwFormValues {
  return {
    ...personOf(report),
    nameSurname: report.nick,
    activity: report.activity,
    signs: report.signs,
    mainViolation: report.mainViolation,
  };
}

/**
 * The body of `POST …/add` and `PUT …/{id}/update` (01 §7): texts trimmed, `nick` from
 * nameSurname, the optional birth date and place only when given (01 §5). Call only after both
 * steps passed, so sex and mainViolation are set.
 */
export function mwBodyOf(v: MwFormValues): MostWantedInput {
  return {
    ...personBody(v),
    ...trimmed(v, ['eyes', 'height', 'weight', 'hair', 'activity', 'signs']),
    nick: v.nameSurname.trim(),
    sex: v.sex === true,
    mainViolation: v.mainViolation ?? '',
  };
}
