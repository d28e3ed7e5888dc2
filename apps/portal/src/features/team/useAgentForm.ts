import { ApiError } from '@fbi/api';
import { teamDuplicate, validateAgentForm, type ValidationIssue } from '@fbi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { teamQueryOptions } from './api.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import type { AgentField, AgentFormValues } from './agentForm.ts';

/**
 * The state of the create and edit agent forms (01 §5): the typed values (kept as a draft under
 * `draftKey` until `clearDraft()`, see useFormDraft), the issue of the last failed check,
 * `onChange` (which clears that field's error once it is edited), and `check()`, which runs the
 * spec's rules, shows a failure in the red toast, marks its field and returns whether to send;
 * `markConflict(error, exceptId?)` marks the nick or agent number field a 409 concerns (the
 * error's body names no field, so the fresh roster tells which one is taken; issue 8).
 */
export function useAgentForm(draftKey: string, initial: AgentFormValues) {
  const queryClient = useQueryClient();
  const { values, setValues, clear } = useFormDraft(draftKey, initial);
  const [invalid, setInvalid] = useState<ValidationIssue<AgentField> | null>(null);
  const validate = () => {
    const { nick, rang, agentNo, vkLink } = values;
    return validateAgentForm({ nick, rang, agentNo, vkLink });
  };
  // The red toast of a failed check, closed once its field is fixed (issue 24).
  const issue = useFieldIssue<AgentField>(validate);

  const onChange = <K extends keyof AgentFormValues>(field: K, value: AgentFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (invalid?.field === field) setInvalid(null);
  };

  const check = (): boolean => {
    const found = validate();
    setInvalid(found);
    return issue.check(found);
  };

  const markConflict = async (error: unknown, exceptId?: number): Promise<void> => {
    if (!(error instanceof ApiError) || error.type !== 'CONFLICT') return;
    try {
      const roster = await queryClient.fetchQuery({ ...teamQueryOptions(), staleTime: 0 });
      setInvalid(teamDuplicate(roster.team, values, exceptId));
    } catch {
      // The toast already said what happened; without the roster no field can be named.
    }
  };

  return { values, invalid, onChange, check, markConflict, clearDraft: clear };
}
