import {
  AGENT_FORM_TEXT as T,
  can,
  editAgentRankChoices,
  ROLE_LABELS_RU,
  toNullable,
  toServerRoleName,
  type StaffRole,
} from '@fbi/domain';
import { ConfirmDialog, FormModal } from '@fbi/ui';
import { useState } from 'react';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { useSession } from '../../shared/useSession.ts';
import { agentFormFromMember, agentPayload } from './agentForm.ts';
import { useAgentForm } from './useAgentForm.ts';
import { AgentFormFields } from './AgentFormFields.tsx';
import { RolesField } from './RolesField.tsx';
import {
  addAudit,
  memberRoles,
  ROSTER_CHANGES,
  updateAgent,
  type AuditOrder,
  type TeamMember,
} from './api.ts';
import * as styles from './team.css.ts';

export interface AgentEditModalProps {
  /** The agent being edited. */
  member: TeamMember;
  /** Called on cancel (back to the agent info modal). */
  onCancel: () => void;
  /** Called once the edit is saved and the audit prompts are answered. */
  onDone: () => void;
}

/** A POSITION order names the new post; removing a post ('Не определено') gets no order. */
type PositionOrder = Extract<AuditOrder, { type: 'POSITION' }> & { position: string };

/** What the modal shows: the form, then the optional audit prompts (01 §4). */
type Step =
  | { kind: 'form' }
  | { kind: 'promotion'; nick: string; rang: string; next: PositionOrder | null }
  | { kind: 'position'; order: PositionOrder };

/** One save: the payload, the chosen roles, and what changed compared with the member. */
interface SaveInput {
  payload: ReturnType<typeof agentPayload>;
  roles: StaffRole[];
  rankChanged: boolean;
  positionChanged: boolean;
}

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
export function AgentEditModal({ member, onCancel, onDone }: AgentEditModalProps) {
  const { roles: callerRoles } = useSession();
  const mayEditRoles = can('editAgentRoles', callerRoles);
  const draftKey = agentEditDraft(member.id);
  const { values, invalid, onChange, check, markConflict, clearDraft } = useAgentForm(
    draftKey,
    agentFormFromMember(member),
  );
  const rolesDraft = useFormDraft(`${draftKey}:roles`, { roles: memberRoles(member) });
  const { roles } = rolesDraft.values;
  const [step, setStep] = useState<Step>({ kind: 'form' });

  /** After the save: the prompts the changes call for, rank first, then position (01 §4). */
  const afterSave = (sent: SaveInput) => {
    const newPosition = sent.payload.position;
    const positionOrder: PositionOrder | null =
      sent.positionChanged && newPosition !== null
        ? { nick: sent.payload.nick, type: 'POSITION', position: newPosition }
        : null;
    if (sent.rankChanged) {
      setStep({
        kind: 'promotion',
        nick: sent.payload.nick,
        rang: sent.payload.rang,
        next: positionOrder,
      });
    } else if (positionOrder) {
      setStep({ kind: 'position', order: positionOrder });
    } else {
      onDone();
    }
  };

  const save = useApiMutation({
    mutationFn: ({ payload, roles: chosen }: SaveInput) =>
      updateAgent({
        id: member.id,
        body: {
          oldNick: member.nick,
          newNick: payload.nick,
          rang: payload.rang,
          agentNo: payload.agentNo,
          position: payload.position,
          direction: payload.direction,
          roles: mayEditRoles ? chosen.map(toServerRoleName) : member.roles,
          vkLink: payload.vkLink,
        },
      }),
    invalidates: ROSTER_CHANGES,
    // The roster has no record links: the agent's row shows the saved data.
    done: (_answer, sent) => ({ text: T.done.saved(sent.payload.nick) }),
    onError: (error) => void markConflict(error, member.id),
    onSuccess: (_data, input) => {
      clearDraft();
      rolesDraft.clear();
      afterSave(input);
    },
  });

  const nextAfterPromotion = () => {
    if (step.kind === 'promotion' && step.next) {
      setStep({ kind: 'position', order: step.next });
    } else {
      onDone();
    }
  };

  const audit = useApiMutation({
    mutationFn: addAudit,
    done: (_answer, order) => ({ text: T.done.audit(order.nick, order.type) }),
    onSuccess: (_data, order) => {
      if (order.type === 'PROMOTION') nextAfterPromotion();
      else onDone();
    },
  });

  const submit = () => {
    if (!check()) return;
    const payload = agentPayload(values);
    save.mutate({
      payload,
      roles,
      rankChanged: payload.rang !== member.rang,
      // A POSITION order needs the new post, so clearing the post offers none (the mock refuses it).
      positionChanged:
        payload.position !== null && payload.position !== toNullable(member.position),
    });
  };

  if (step.kind === 'promotion') {
    return (
      <ConfirmDialog
        isOpen
        title={T.auditTitle}
        message={T.promotionPrompt(step.nick, step.rang)}
        confirmLabel={T.auditConfirm}
        cancelLabel={T.auditSkip}
        tone="primary"
        isPending={audit.isPending}
        onOpenChange={(open) => !open && nextAfterPromotion()}
        onConfirm={() => audit.mutate({ nick: step.nick, type: 'PROMOTION', rang: step.rang })}
      />
    );
  }
  if (step.kind === 'position') {
    const { order } = step;
    return (
      <ConfirmDialog
        isOpen
        title={T.auditTitle}
        message={T.positionPrompt(order.nick, order.position)}
        confirmLabel={T.auditConfirm}
        cancelLabel={T.auditSkip}
        tone="primary"
        isPending={audit.isPending}
        onOpenChange={(open) => !open && onDone()}
        onConfirm={() => audit.mutate(order)}
      />
    );
  }

  return (
    <FormModal
      title={T.editTitle(member.nick)}
      size="lg"
      submitLabel={T.save}
      isPending={save.isPending}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <AgentFormFields
        idPrefix="edit-agent"
        values={values}
        onChange={onChange}
        rankChoices={editAgentRankChoices(callerRoles)}
        invalid={invalid}
      />
      {mayEditRoles ? (
        <RolesField value={roles} onChange={(next) => rolesDraft.setValues({ roles: next })} />
      ) : (
        <p className={styles.muted}>{T.rolesReadOnly(roles.map((r) => ROLE_LABELS_RU[r]))}</p>
      )}
    </FormModal>
  );
}
