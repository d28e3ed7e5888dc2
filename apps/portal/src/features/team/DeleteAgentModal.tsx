import { DELETE_AGENT_TEXT as T, validateDeleteAgent } from '@fbi/domain';
import { FormModal, TextArea } from '@fbi/ui';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { useSession } from '../../shared/useSession.ts';
import { deleteAgent, ROSTER_CHANGES, type TeamMember } from './api.ts';
import * as styles from './team.css.ts';

export interface DeleteAgentModalProps {
  /** The agent to dismiss. */
  member: TeamMember;
  /** Called on cancel: back to the agent info modal. */
  onCancel: () => void;
  /** Called after the agent was deleted (the roster is refreshed in place). */
  onDeleted: () => void;
}

/**
 * Dismissing an agent (01 §2 agent info modal "delete", §5 Delete agent, §7): a reason is
 * required ('Причина удаления агента не указана') and nobody deletes themselves ('Нельзя удалить
 * себя', compared with the session nick); then `DELETE /api/v1/team/delete?nick=&reason=`.
 * An unsent reason comes back when the same agent's delete form is opened again in the tab.
 */
export function DeleteAgentModal({ member, onCancel, onDeleted }: DeleteAgentModalProps) {
  const { nick: selfNick } = useSession();
  const draft = useFormDraft(`agent-delete:${member.id}`, { reason: '' });
  const { reason } = draft.values;
  const issue = useFieldIssue<'reason' | 'nick'>(() =>
    validateDeleteAgent({ reason, nick: member.nick, selfNick }),
  );
  const remove = useApiMutation({
    mutationFn: deleteAgent,
    invalidates: ROSTER_CHANGES,
    done: () => ({ text: T.done.deleted(member.nick) }),
    onSuccess: () => {
      draft.clear();
      onDeleted();
    },
  });

  const submit = () => {
    if (!issue.check(validateDeleteAgent({ reason, nick: member.nick, selfNick }))) return;
    remove.mutate({ nick: member.nick, reason: reason.trim() });
  };

  return (
    <FormModal
      title={T.title(member.nick)}
      size="sm"
      submitLabel={T.submit}
      submitVariant="danger"
      isPending={remove.isPending}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <p className={styles.muted}>{T.note(member.nick, member.rang)}</p>
      <TextArea
        label={T.reason}
        isRequired
        value={reason}
        onChange={(v) => {
          draft.setValues({ reason: v });
          issue.clear('reason');
        }}
        {...issue.fieldProps('reason')}
      />
    </FormModal>
  );
}
