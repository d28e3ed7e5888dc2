import {
  FACTIONS,
  formatMark,
  MARKS,
  NATIONAL_SECURITY_TEXT as T,
  validateNationalSecurity,
} from '@fbi/domain';
import { itemsOf, type FormField } from '../../shared/form/FormFields.tsx';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import type { MutationDone } from '../../shared/useApiMutation.ts';
import type { NationalSecurityInput } from './api.ts';

const MARK_ITEMS = MARKS.map((m) => ({ id: String(m), label: formatMark(m) }));

/** The form while typing (02 §3 National security report). */
export interface NationalSecurityFormValues {
  faction: string | null;
  description: string;
  /** The chosen mark 0–10 as its option key. */
  mark: string | null;
}

const FIELDS: readonly FormField<NationalSecurityFormValues>[] = [
  { key: 'faction', label: T.faction, kind: 'select', items: itemsOf(FACTIONS) },
  { key: 'description', label: T.description, kind: 'textarea', rows: 6 },
  { key: 'mark', label: T.mark, kind: 'select', items: MARK_ITEMS },
];

export interface NationalSecurityFormModalProps {
  title: string;
  submitLabel: string;
  /** The sessionStorage key of this form's draft. */
  draftKey: string;
  initial: NationalSecurityFormValues;
  /** Sends the checked payload. */
  send: (body: NationalSecurityInput) => Promise<unknown>;
  /** What the success toast says of the sent payload (issue 24). */
  done: (body: NationalSecurityInput) => MutationDone;
  onCancel: () => void;
  /** After the server accepted it (the list is refreshed in place). */
  onSent: () => void;
}

/**
 * The creation and edit form of a national security report (02 §2.8, §5): faction, description
 * and a mark 0–10 (shown as N/10), all required. The first failing rule shows in the toast and
 * under its field and nothing is sent; the unsent form is kept as a draft.
 */
export function NationalSecurityFormModal({
  title,
  submitLabel,
  draftKey,
  initial,
  send,
  done,
  onCancel,
  onSent,
}: NationalSecurityFormModalProps) {
  return (
    <RecordFormModal
      title={title}
      submitLabel={submitLabel}
      fields={FIELDS}
      draftKey={draftKey}
      initial={initial}
      validate={validateNationalSecurity}
      bodyOf={(v): NationalSecurityInput => ({
        faction: v.faction as NationalSecurityInput['faction'],
        description: v.description.trim(),
        mark: Number(v.mark),
      })}
      save={send}
      invalidates={[queryRoots.nationalSecurity]}
      done={(_answer, body) => done(body)}
      onSaved={onSent}
      onClose={onCancel}
    />
  );
}
