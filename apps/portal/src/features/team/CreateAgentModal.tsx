import { createAgentRankChoices } from '@fbi/domain';
import { Button, Modal } from '@fbi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useSession } from '../../shared/useSession.ts';
import { agentPayload, EMPTY_AGENT_FORM } from './agentForm.ts';
import { useAgentForm } from './useAgentForm.ts';
import { AgentFormFields } from './AgentFormFields.tsx';
import { CredentialsModal } from './CredentialsModal.tsx';
import { addAgent, TEAM_QUERY_KEY, type NewAgentCredentials } from './teamApi.ts';
import * as styles from './team.css.ts';

const FORM_ID = 'create-agent-form';

/**
 * The create-agent modal (01 §2, §3 New agent, §5 Agent create/edit, §6 Create agent): nick,
 * rank (the choices the caller's role may give), direction, position, agent number (exactly 3
 * digits) and social link. A failed check shows its message in the red toast and sends nothing;
 * a server error keeps the form filled. On success the credentials dialog opens once; closing it
 * refreshes the roster in place (the spec reloads the page, 01 §4 Agent creation).
 *
 * Opened from the sidebar through the app's ModalHost (default export) and from the roster page.
 */
export default function CreateAgentModal({ onClose, title }: HostModalProps) {
  const { roles } = useSession();
  const queryClient = useQueryClient();
  const { values, invalid, onChange, check } = useAgentForm(EMPTY_AGENT_FORM);
  const [credentials, setCredentials] = useState<NewAgentCredentials | null>(null);

  const create = useApiMutation({ mutationFn: addAgent, onSuccess: setCredentials });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || !check()) return;
    create.mutate(agentPayload(values));
  };

  const closeCredentials = () => {
    void queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY });
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
    <Modal
      title={title || 'Добавить агента'}
      isOpen
      size="lg"
      isDismissable={!create.isPending}
      isKeyboardDismissDisabled={create.isPending}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={create.isPending}>
            Отмена
          </Button>
          <Button type="submit" form={FORM_ID} isPending={create.isPending}>
            Создать
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className={styles.form} onSubmit={submit} noValidate>
        <AgentFormFields
          idPrefix="create-agent"
          values={values}
          onChange={onChange}
          rankChoices={createAgentRankChoices(roles)}
          invalid={invalid}
        />
      </form>
    </Modal>
  );
}
