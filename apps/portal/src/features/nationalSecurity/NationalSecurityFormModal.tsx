import {
  FACTIONS,
  formatMark,
  MARKS,
  NATIONAL_SECURITY_TEXT as T,
  validateNationalSecurity,
} from '@fbi/domain';
import { FormModal, Select, TextArea } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation, type MutationDone } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import type { NationalSecurityInput } from './api.ts';

const FACTION_ITEMS = FACTIONS.map((f) => ({ id: f, label: f }));
const MARK_ITEMS = MARKS.map((m) => ({ id: String(m), label: formatMark(m) }));

/** The form while typing (02 §3 National security report). */
export interface NationalSecurityFormValues {
  faction: string | null;
  description: string;
  /** The chosen mark 0–10 as its option key. */
  mark: string | null;
}

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
  const draft = useFormDraft(draftKey, initial);
  const { values, setValues } = draft;
  const issue = useFieldIssue<keyof NationalSecurityFormValues>(() =>
    validateNationalSecurity(values),
  );
  const mutation = useApiMutation({
    mutationFn: send,
    invalidates: [queryRoots.nationalSecurity],
    done: (_answer, body) => done(body),
    onSuccess: () => {
      draft.clear();
      onSent();
    },
  });
  const set = <K extends keyof NationalSecurityFormValues>(
    key: K,
    value: NationalSecurityFormValues[K],
  ) => {
    setValues({ ...values, [key]: value });
    issue.clear(key);
  };
  const submit = () => {
    if (!issue.check(validateNationalSecurity(values))) return;
    mutation.mutate({
      faction: values.faction as NationalSecurityInput['faction'],
      description: values.description.trim(),
      mark: Number(values.mark),
    });
  };

  return (
    <FormModal
      title={title}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={submitLabel}
      isPending={mutation.isPending}
    >
      <Select
        label={T.faction}
        isRequired
        items={FACTION_ITEMS}
        selectedKey={values.faction}
        onSelectionChange={(v) => set('faction', v)}
        {...issue.fieldProps('faction')}
      />
      <TextArea
        label={T.description}
        isRequired
        rows={6}
        value={values.description}
        onChange={(v) => set('description', v)}
        {...issue.fieldProps('description')}
      />
      <Select
        label={T.mark}
        isRequired
        items={MARK_ITEMS}
        selectedKey={values.mark}
        onSelectionChange={(v) => set('mark', v)}
        {...issue.fieldProps('mark')}
      />
    </FormModal>
  );
}
