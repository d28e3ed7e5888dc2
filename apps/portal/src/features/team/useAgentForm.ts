import { validateAgentForm } from '@fbi/domain';
import { toast } from '@fbi/ui';
import { useState } from 'react';
import { agentFieldOf, type AgentField, type AgentFormValues } from './agentForm.ts';

/** The field a failed check points at, with its message (shown under the field). */
export interface AgentFormInvalid {
  field: AgentField;
  message: string;
}

/**
 * The state of the create and edit agent forms (01 §5): the typed values, the field a failed
 * check points at, `onChange` (which clears that field's error once it is edited), and `check()`,
 * which runs the spec's rules, shows a failure in the red toast and returns whether to send.
 */
export function useAgentForm(initial: AgentFormValues) {
  const [values, setValues] = useState<AgentFormValues>(initial);
  const [invalid, setInvalid] = useState<AgentFormInvalid | null>(null);

  const onChange = <K extends keyof AgentFormValues>(field: K, value: AgentFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (invalid?.field === field) setInvalid(null);
  };

  const check = (): boolean => {
    const { nick, rang, agentNo, vkLink } = values;
    const message = validateAgentForm({ nick, rang, agentNo, vkLink });
    if (!message) return true;
    toast.error(message);
    const field = agentFieldOf(message);
    setInvalid(field ? { field, message } : null);
    return false;
  };

  return { values, invalid, onChange, check };
}
