import { ACTS_TEXT as T, FACTIONS } from '@fbi/domain';
import { Select, TextField } from '@fbi/ui';
import { choice } from '../../shared/choice.ts';

const FACTION_ITEMS = FACTIONS.map((f) => ({ id: f, label: f }));

/** Who an act is about (02 §3 Act, Tribunal act: the offender's nick and faction). */
export interface OffenderValues {
  nick: string;
  faction: string | null;
}

/** A field of the offender. */
type OffenderField = keyof OffenderValues;

export interface OffenderFieldsProps {
  values: OffenderValues;
  /** The form's setter (it also drops that field's message). */
  onChange: {
    (key: 'nick', value: string): void;
    (key: 'faction', value: string | null): void;
  };
  /** The field's failed rule, from the form's domain validator (`useFieldIssue`). */
  fieldProps: (field: OffenderField) => { isInvalid: boolean; errorMessage: string | undefined };
}

/**
 * The offender both act forms start with (02 §2.2, §2.3, §5 Nick, Act, Tribunal act): the nick
 * (First_Last) and the faction, both required. The rules and their messages are the form's
 * domain validator's (`validateActForm`, `validateTribunalAct`), shown here under the field.
 */
export function OffenderFields({ values, onChange, fieldProps }: OffenderFieldsProps) {
  return (
    <>
      <TextField
        label={T.nick}
        isRequired
        value={values.nick}
        onChange={(v) => onChange('nick', v)}
        {...fieldProps('nick')}
      />
      <Select
        label={T.faction}
        isRequired
        items={FACTION_ITEMS}
        selectedKey={values.faction}
        onSelectionChange={(v) => onChange('faction', v)}
        {...fieldProps('faction')}
      />
    </>
  );
}

/**
 * The offender part of both calls' bodies (02 §7 POST /api/v1/act/add, …/act/add/tribunal): the
 * nick trimmed and the chosen faction. Call after the form's check passed.
 */
export function offenderBody(values: OffenderValues) {
  return { nick: values.nick.trim(), faction: choice(FACTIONS, values.faction) };
}
