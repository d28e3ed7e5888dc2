import { validateDeleteAgent } from '@fbi/domain';
import { Button, Modal, TextArea, toast } from '@fbi/ui';
import { useState, type FormEvent } from 'react';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useSession } from '../../shared/useSession.ts';
import { deleteAgent, TEAM_QUERY_KEY, type TeamMember } from './teamApi.ts';
import * as styles from './team.css.ts';

export interface DeleteAgentModalProps {
  /** The agent to dismiss. */
  member: TeamMember;
  /** Called on cancel: back to the agent info modal. */
  onCancel: () => void;
  /** Called after the agent was deleted (the roster is refreshed in place). */
  onDeleted: () => void;
}

const FORM_ID = 'delete-agent-form';

/**
 * Dismissing an agent (01 §2 agent info modal "delete", §5 Delete agent, §7): a reason is
 * required ('Причина удаления агента не указана') and nobody deletes themselves ('Нельзя удалить
 * себя', compared with the session nick); then `DELETE /api/v1/team/delete?nick=&reason=`.
 */
export function DeleteAgentModal({ member, onCancel, onDeleted }: DeleteAgentModalProps) {
  const { nick: selfNick } = useSession();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const remove = useApiMutation({
    mutationFn: deleteAgent,
    invalidates: [TEAM_QUERY_KEY],
    onSuccess: onDeleted,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (remove.isPending) return;
    const message = validateDeleteAgent({ reason, nick: member.nick, selfNick });
    if (message) {
      toast.error(message);
      setInvalid(message);
      return;
    }
    remove.mutate({ nick: member.nick, reason: reason.trim() });
  };

  return (
    <Modal
      title={`Удаление агента ${member.nick}`}
      isOpen
      size="sm"
      isDismissable={!remove.isPending}
      isKeyboardDismissDisabled={remove.isPending}
      onOpenChange={(open) => !open && onCancel()}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={remove.isPending}>
            Отмена
          </Button>
          <Button variant="danger" type="submit" form={FORM_ID} isPending={remove.isPending}>
            Удалить
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.muted}>
          Агент {member.nick} ({member.rang}) будет удалён из состава.
        </p>
        <TextArea
          label="Причина удаления"
          isRequired
          value={reason}
          onChange={(v) => {
            setReason(v);
            setInvalid(null);
          }}
          isInvalid={invalid !== null}
          errorMessage={invalid}
        />
      </form>
    </Modal>
  );
}
