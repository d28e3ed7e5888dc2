import {
  AGENT_FORM_TEXT as T,
  can,
  editAgentRankChoices,
  ROLE_LABELS_RU,
  toNullable,
  toServerRoleName,
} from '@fbi/domain';
import { useState } from 'react';
import { ConfirmStep } from '../../shared/record/ConfirmStep.tsx';
import { useSession } from '../../shared/useSession.ts';
import { agentFormFromMember, agentPayload, type AgentFormValues } from './agentForm.ts';
import { AgentFormModal } from './AgentFormModal.tsx';
import { RolesField } from './RolesField.tsx';
import { addAudit, ROSTER_CHANGES, updateAgent, type AuditOrder } from './api.ts';
import type { AgentStepProps } from './roster.ts';
import * as text from '../../shared/text.css.ts';

/** What one save sends: the agent's payload and the chosen roles. */
const editBody = (values: AgentFormValues) => ({ ...agentPayload(values), roles: values.roles });

/** The draft key of one agent's edit form (see useFormDraft). */
export const agentEditDraft = (id: number) => `agent-edit:${id}`;

/**
 * Agent edit (01 §2 agent info modal "edit", §5 Agent create/edit, §6, §7): nick, rank (choices
 * by the caller's role), direction, position, agent number (shown without its letter prefix,
 * exactly 3 digits), social link, and the roles — changeable by the director only. 'Не
 * определено' direction/position is sent as null. After a save that changed the rank, a prompt
 * offers the personnel audit order PROMOTION; then, when the position changed to a post, one for
 * POSITION (01 §4 "Agent rank or position change"), each sending `POST /api/v1/audit/add`.
 * Values typed and not saved come back when the same agent's edit is opened again in the tab.
 */
export function AgentEditModal({ member, onCancel, onDone }: AgentStepProps) {
  const { roles: callerRoles } = useSession();
  const mayEditRoles = can('editAgentRoles', callerRoles);
  // The audit orders still to offer, rank first (01 §4); null while the form is shown.
  const [orders, setOrders] = useState<readonly AuditOrder[] | null>(null);
  const next = (rest: readonly AuditOrder[]) => (rest.length > 0 ? setOrders(rest) : onDone());

  /** The orders a save calls for: a POSITION order needs the new post, so clearing it offers none. */
  const ordersAfter = (sent: ReturnType<typeof editBody>): AuditOrder[] => [
    ...(sent.rang !== member.rang
      ? [{ nick: sent.nick, type: 'PROMOTION' as const, rang: sent.rang }]
      : []),
    ...(sent.position !== null && sent.position !== toNullable(member.position)
      ? [{ nick: sent.nick, type: 'POSITION' as const, position: sent.position }]
      : []),
  ];

  if (orders) {
    const [order, ...rest] = orders;
    if (!order) return null;
    return (
      <ConfirmStep
        title={T.auditTitle}
        message={
          order.type === 'PROMOTION'
            ? T.promotionPrompt(order.nick, order.rang)
            : T.positionPrompt(order.nick, order.position ?? '')
        }
        confirmLabel={T.auditConfirm}
        cancelLabel={T.auditSkip}
        tone="primary"
        mutation={{
          mutationFn: addAudit,
          done: (_answer, sent) => ({ text: T.done.audit(sent.nick, sent.type) }),
          onSuccess: () => next(rest),
        }}
        input={order}
        onCancel={() => next(rest)}
      />
    );
  }
  return (
    <AgentFormModal
      title={T.editTitle(member.nick)}
      submitLabel={T.save}
      rankChoices={editAgentRankChoices(callerRoles)}
      exceptId={member.id}
      draftKey={agentEditDraft(member.id)}
      initial={agentFormFromMember(member)}
      bodyOf={editBody}
      save={({ roles, nick, ...sent }) =>
        updateAgent({
          id: member.id,
          body: {
            ...sent,
            oldNick: member.nick,
            newNick: nick,
            roles: mayEditRoles ? roles.map(toServerRoleName) : member.roles,
          },
        })
      }
      invalidates={ROSTER_CHANGES}
      // The roster has no record links: the agent's row shows the saved data.
      done={(_answer, sent) => ({ text: T.done.saved(sent.nick) })}
      onSaved={(_answer, sent) => next(ordersAfter(sent))}
      onClose={onCancel}
      after={({ values, set }) =>
        mayEditRoles ? (
          <RolesField value={values.roles} onChange={(chosen) => set('roles', chosen)} />
        ) : (
          <p className={text.muted}>
            {T.rolesReadOnly(values.roles.map((r) => ROLE_LABELS_RU[r]))}
          </p>
        )
      }
    />
  );
}
