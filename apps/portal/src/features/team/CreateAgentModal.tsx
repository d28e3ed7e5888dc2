import { createAgentRankChoices, validateAgentForm } from '@fbi/domain';
import { Button, Modal, toast } from '@fbi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useSession } from '../../shared/useSession.ts';
import {
  agentFieldOf,
  agentPayload,
  EMPTY_AGENT_FORM,
  type AgentField,
  type AgentFormValues,
} from './agentForm.ts';
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
  const [values, setValues] = useState<AgentFormValues>(EMPTY_AGENT_FORM);
  const [invalid, setInvalid] = useState<{ field: AgentField; message: string } | null>(null);
  const [credentials, setCredentials] = useState<NewAgentCredentials | null>(null);

  const create = useApiMutation({ mutationFn: addAgent, onSuccess: setCredentials });

  const onChange = <K extends keyof AgentFormValues>(field: K, value: AgentFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (invalid?.field === field) setInvalid(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const message = validateAgentForm({
      nick: values.nick,
      rang: values.rang,
      agentNo: values.agentNo,
      vkLink: values.vkLink,
    });
    if (message) {
      toast.error(message);
      const field = agentFieldOf(message);
      setInvalid(field ? { field, message } : null);
      return;
    }
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
