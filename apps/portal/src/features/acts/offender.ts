import { ACTS_TEXT as T, FACTIONS } from '@fbi/domain';
import { choice } from '../../shared/choice.ts';
import { itemsOf, type FormField } from '../../shared/form/FormFields.tsx';

/** Who an act is about (02 §3 Act, Tribunal act: the offender's nick and faction). */
export interface OffenderValues {
  nick: string;
  faction: string | null;
}

/**
 * The offender both act forms start with (02 §2.2, §2.3, §5 Nick, Act, Tribunal act): the nick
 * (First_Last) and the faction, both required. The rules and their messages are the form's
 * domain validator's (`validateActForm`, `validateTribunalAct`), shown under the field.
 */
export const OFFENDER_FIELDS: readonly FormField<OffenderValues>[] = [
  { key: 'nick', label: T.nick, kind: 'text' },
  { key: 'faction', label: T.faction, kind: 'select', items: itemsOf(FACTIONS) },
];

/**
 * The offender part of both calls' bodies (02 §7 POST /api/v1/act/add, …/act/add/tribunal): the
 * nick trimmed and the chosen faction. Call after the form's check passed.
 */
export function offenderBody(values: OffenderValues) {
  return { nick: values.nick.trim(), faction: choice(FACTIONS, values.faction) };
}
