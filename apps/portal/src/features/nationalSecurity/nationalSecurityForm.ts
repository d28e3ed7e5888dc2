import {
  FACTIONS,
  formatMark,
  MARKS,
  NATIONAL_SECURITY_TEXT as T,
  validateNationalSecurity,
} from '@fbi/domain';
import { itemsOf } from '../../shared/form/FormFields.tsx';
import type { RecordFormModalProps } from '../../shared/form/RecordFormModal.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import type { NationalSecurityInput } from './api.ts';

const MARK_ITEMS = MARKS.map((m) => ({ id: String(m), label: formatMark(m) }));

/** The form while typing (02 §3 National security report). */
export interface NationalSecurityFormValues {
  faction: string | null;
  description: string;
  /** The chosen mark 0–10 as its option key. */
  mark: string | null;
}

/**
 * What the creation and the edit form of a national security report share (02 §2.8, §5): faction,
 * description and a mark 0–10 (shown as N/10), all required, and the payload they send; each
 * adds its title, draft, call and toast.
 */
export const NATIONAL_SECURITY_FORM: Pick<
  RecordFormModalProps<NationalSecurityFormValues, NationalSecurityInput, unknown>,
  'fields' | 'validate' | 'bodyOf' | 'invalidates'
> = {
  fields: [
    { key: 'faction', label: T.faction, kind: 'select', items: itemsOf(FACTIONS) },
    { key: 'description', label: T.description, kind: 'textarea', rows: 6 },
    { key: 'mark', label: T.mark, kind: 'select', items: MARK_ITEMS },
  ],
  validate: validateNationalSecurity,
  bodyOf: (v) => ({
    faction: v.faction as NationalSecurityInput['faction'],
    description: v.description.trim(),
    mark: Number(v.mark),
  }),
  invalidates: [queryRoots.nationalSecurity],
};
