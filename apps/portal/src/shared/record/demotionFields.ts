import { isDemotion, PUNISHMENT_TYPES } from '@fbi/domain';
import { itemsOf, type FormField } from '../form/FormFields.tsx';

/** A punishment's type and rank count while typing. */
export interface DemotionValues {
  type: string | null;
  rangCount: number | null;
}

/**
 * A punishment's type and, for 'Понижение' only, its positive rank count (02 §2.1 act execution,
 * §2.9 type change, §5): the declared fields of every form that sets a punishment.
 */
export function demotionFields<V extends DemotionValues>(
  typeLabel: string,
  rangCountLabel: string,
): readonly FormField<V>[] {
  const fields: readonly FormField<DemotionValues>[] = [
    {
      key: 'type',
      label: typeLabel,
      kind: 'select',
      items: itemsOf(PUNISHMENT_TYPES),
      // Setting the rank count again drops its message: it no longer applies to the new type.
      follows: (next) => ({ rangCount: next.rangCount }),
    },
    {
      key: 'rangCount',
      label: rangCountLabel,
      kind: 'number',
      minValue: 1,
      shown: (v) => isDemotion(v.type),
    },
  ];
  // Both fields read and write only `type` and `rangCount`, which every such form has.
  return fields as unknown as readonly FormField<V>[];
}
