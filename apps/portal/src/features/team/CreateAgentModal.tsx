import { AGENT_FORM_TEXT as T, createAgentRankChoices } from '@fbi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { useSession } from '../../shared/useSession.ts';
import { agentPayload, EMPTY_AGENT_FORM } from './agentForm.ts';
import { AgentFormModal } from './AgentFormModal.tsx';
import { CredentialsModal } from './CredentialsModal.tsx';
import { addAgent, ROSTER_CHANGES, type NewAgentCredentials } from './api.ts';

/** The draft key of the create form (one per tab, see useFormDraft). */
export const CREATE_AGENT_DRAFT = 'agent-create';

/**
 * The create-agent modal (01 §2, §3 New agent, §5 Agent create/edit, §6 Create agent): nick,
 * rank (the choices the caller's role may give), direction, position, agent number (exactly 3
 * digits) and social link. A failed check shows its message in the red toast, marks its field and
 * sends nothing; a server error keeps the form filled, and values typed before Cancel or Esc come
 * back when the modal is opened again in the tab. On success the draft is forgotten and the
 * credentials dialog opens once; closing it refreshes the roster and the org chart in place (the
 * spec reloads the page, 01 §4 Agent creation).
 *
 * Opened from the sidebar through the app's ModalHost (default export) and from the roster page.
 */
export default function CreateAgentModal({ onClose, title }: HostModalProps) {
  const { roles } = useSession();
  const queryClient = useQueryClient();
  const [credentials, setCredentials] = useState<NewAgentCredentials | null>(null);

  // The roster refreshes only once the credentials were read: a refetch would not lose them,
  // but the spec reloads the page at that moment (01 §4).
  const closeCredentials = () => {
    for (const queryKey of ROSTER_CHANGES) void queryClient.invalidateQueries({ queryKey });
    onClose();
  };

  if (credentials) {
    return (
      <CredentialsModal
        username={credentials.username}
        password={credentials.password}
        onClose={closeCredentials}
      />
    );
  }
  return (
    <AgentFormModal
      title={title || T.createTitle}
      submitLabel={T.create}
      rankChoices={createAgentRankChoices(roles)}
      draftKey={CREATE_AGENT_DRAFT}
      initial={EMPTY_AGENT_FORM}
      bodyOf={agentPayload}
      save={addAgent}
      invalidates={[]}
      // The credentials dialog that follows says it.
      done={() => undefined}
      onSaved={setCredentials}
      onClose={onClose}
    />
  );
}
