import { DELETE_AGENT_TEXT as T, validateDeleteAgent } from '@fbi/domain';
import type { FormField } from '../../shared/form/FormFields.tsx';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import { useSession } from '../../shared/useSession.ts';
import { deleteAgent, ROSTER_CHANGES } from './api.ts';
import type { AgentStepProps } from './roster.ts';
import * as text from '../../shared/text.css.ts';

/**
 * The typed reason, and the agent's nick: the rule compares it with one's own and names it, so
 * it is a value of the form, though no field shows it.
 */
interface DeleteValues {
  reason: string;
  nick: string;
}

const FIELDS: readonly FormField<DeleteValues>[] = [
  { key: 'reason', label: T.reason, kind: 'textarea' },
];

/**
 * Dismissing an agent (01 §2 agent info modal "delete", §5 Delete agent, §7): a reason is
 * required ('Причина удаления агента не указана') and nobody deletes themselves ('Нельзя удалить
 * себя', compared with the session nick); then `DELETE /api/v1/team/delete?nick=&reason=`.
 * An unsent reason comes back when the same agent's delete form is opened again in the tab.
 */
export function DeleteAgentModal({ member, onCancel, onDone }: AgentStepProps) {
  const { nick: selfNick } = useSession();
  return (
    <RecordFormModal
      title={T.title(member.nick)}
      size="sm"
      submitLabel={T.submit}
      submitVariant="danger"
      before={<p className={text.muted}>{T.note(member.nick, member.rang)}</p>}
      fields={FIELDS}
      draftKey={`agent-delete:${member.id}`}
      initial={{ reason: '', nick: member.nick }}
      validate={({ reason }) => validateDeleteAgent({ reason, nick: member.nick, selfNick })}
      bodyOf={(v) => ({ nick: member.nick, reason: v.reason.trim() })}
      save={deleteAgent}
      invalidates={ROSTER_CHANGES}
      done={() => ({ text: T.done.deleted(member.nick) })}
      onSaved={onDone}
      onClose={onCancel}
    />
  );
}
