import { ApiError } from '@fbi/api';
import { teamDuplicate, validateAgentForm } from '@fbi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { RecordFormModal, type RecordFormModalProps } from '../../shared/form/RecordFormModal.tsx';
import { agentFields, type AgentFormValues, type AgentPayload } from './agentForm.ts';
import { teamQueryOptions } from './api.ts';

export type AgentFormModalProps<B extends AgentPayload, T> = Omit<
  RecordFormModalProps<AgentFormValues, B, T>,
  'fields' | 'validate' | 'onError' | 'size' | 'columns'
> & {
  /** The ranks the caller may give (01 §5). */
  rankChoices: readonly string[];
  /** The edited agent's id: its own nick and number are not taken. */
  exceptId?: number;
};

/**
 * The agent create and edit form (01 §3 New agent, §5 Agent create/edit): the agent fields on a
 * record form (the spec's rules in the red toast and under their field, the draft). A 409 names
 * no field, so the fresh roster tells whether the nick or the agent number is taken, and that
 * field is marked (issue 8).
 */
export function AgentFormModal<B extends AgentPayload, T>({
  rankChoices,
  exceptId,
  ...form
}: AgentFormModalProps<B, T>) {
  const queryClient = useQueryClient();
  return (
    <RecordFormModal
      {...form}
      size="lg"
      columns
      fields={agentFields(rankChoices)}
      validate={validateAgentForm}
      onError={(error, sent, mark) => {
        if (!(error instanceof ApiError) || error.type !== 'CONFLICT') return;
        queryClient.fetchQuery({ ...teamQueryOptions(), staleTime: 0 }).then(
          (roster) => mark(teamDuplicate(roster.team, sent, exceptId)),
          // The toast already said what happened; without the roster no field can be named.
          () => undefined,
        );
      }}
    />
  );
}
