import { validateAgentForm, type ValidationIssue } from '@fbi/domain';
import { toast } from '@fbi/ui';
import { useState } from 'react';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import type { AgentField, AgentFormValues } from './agentForm.ts';

/**
 * The state of the create and edit agent forms (01 §5): the typed values (kept as a draft under
 * `draftKey` until `clearDraft()`, see useFormDraft), the issue of the last failed check,
 * `onChange` (which clears that field's error once it is edited), and `check()`, which runs the
 * spec's rules, shows a failure in the red toast, marks its field and returns whether to send.
 */
export function useAgentForm(draftKey: string, initial: AgentFormValues) {
  const { values, setValues, clear } = useFormDraft(draftKey, initial);
  const [invalid, setInvalid] = useState<ValidationIssue<AgentField> | null>(null);

  const onChange = <K extends keyof AgentFormValues>(field: K, value: AgentFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (invalid?.field === field) setInvalid(null);
  };

  const check = (): boolean => {
    const { nick, rang, agentNo, vkLink } = values;
    const found = validateAgentForm({ nick, rang, agentNo, vkLink });
    setInvalid(found);
    if (found) toast.error(found.message);
    return found === null;
  };

  return { values, invalid, onChange, check, clearDraft: clear };
}
