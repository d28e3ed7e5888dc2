import { EXPERTISE_KINDS } from '@fbi/domain';
import type { OptionItem } from '@fbi/ui';

/**
 * The expertise kinds one row of the request form offers (03 §2 Laboratory request modal, §5
 * "chosen and unique across rows"): all 16 kinds, those chosen in the other rows disabled, the
 * row's own choice enabled.
 * @param rows the kind chosen per row (null: none yet).
 * @param index the row the options are for.
 */
export function expertiseOptions(rows: readonly (string | null)[], index: number): OptionItem[] {
  const taken = new Set(rows.filter((kind, i) => i !== index && kind !== null));
  return EXPERTISE_KINDS.map((kind) => ({ id: kind, label: kind, isDisabled: taken.has(kind) }));
}

/** True when another row may be added: fewer rows than kinds (each row takes a different kind). */
export function canAddExpertiseRow(rows: readonly (string | null)[]): boolean {
  return rows.length < EXPERTISE_KINDS.length;
}
