import {
  MESSAGES,
  TEAM_PUNISHMENT_LABELS,
  TEAM_PUNISHMENT_TYPES,
  validatePunish,
  type TeamPunishmentType,
} from '@fbi/domain';
import { Button, Modal, RadioGroup, TextArea, toast } from '@fbi/ui';
import { useState, type FormEvent } from 'react';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { punishAgent, punishmentsQueryKey, TEAM_QUERY_KEY, type TeamMember } from './teamApi.ts';
import * as styles from './team.css.ts';

export interface PunishAgentModalProps {
  /** The agent to punish. */
  member: TeamMember;
  /** Called on cancel: back to the agent info modal. */
  onCancel: () => void;
  /** Called after the punishment was issued (roster and history are refreshed in place). */
  onPunished: () => void;
}

const FORM_ID = 'punish-agent-form';

const TYPE_ITEMS = TEAM_PUNISHMENT_TYPES.map((t) => ({ id: t, label: TEAM_PUNISHMENT_LABELS[t] }));

/**
 * Punishing an agent (01 §2 agent info modal "punish", §3, §5 Punish agent, §7): a warning or a
 * reprimand with a reason (an empty reason shows 'Причина наказания'), sent as
 * `PUT /api/v1/team/{id}/punish {type, reason}`.
 */
export function PunishAgentModal({ member, onCancel, onPunished }: PunishAgentModalProps) {
  const [type, setType] = useState<TeamPunishmentType | null>(null);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<{ field: 'type' | 'reason'; message: string } | null>(
    null,
  );
  const punish = useApiMutation({
    mutationFn: punishAgent,
    invalidates: [TEAM_QUERY_KEY, punishmentsQueryKey(member.nick)],
    onSuccess: onPunished,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (punish.isPending) return;
    const message = validatePunish({ type, reason });
    if (message) {
      toast.error(message);
      setInvalid({ field: message === MESSAGES.punishReasonEmpty ? 'reason' : 'type', message });
      return;
    }
    if (type === null) return; // validatePunish has already required a type
    punish.mutate({ id: member.id, type, reason: reason.trim() });
  };

  return (
    <Modal
      title={`Наказание агента ${member.nick}`}
      isOpen
      size="sm"
      isDismissable={!punish.isPending}
      isKeyboardDismissDisabled={punish.isPending}
      onOpenChange={(open) => !open && onCancel()}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={punish.isPending}>
            Отмена
          </Button>
          <Button variant="danger" type="submit" form={FORM_ID} isPending={punish.isPending}>
            Наказать
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className={styles.form} onSubmit={submit} noValidate>
        <RadioGroup
          label="Вид наказания"
          isRequired
          items={TYPE_ITEMS}
          value={type}
          onChange={(v) => {
            setType(v as TeamPunishmentType);
            if (invalid?.field === 'type') setInvalid(null);
          }}
          isInvalid={invalid?.field === 'type'}
          errorMessage={invalid?.field === 'type' ? invalid.message : undefined}
        />
        <TextArea
          label="Причина"
          isRequired
          value={reason}
          onChange={(v) => {
            setReason(v);
            if (invalid?.field === 'reason') setInvalid(null);
          }}
          isInvalid={invalid?.field === 'reason'}
          errorMessage={invalid?.field === 'reason' ? invalid.message : undefined}
        />
      </form>
    </Modal>
  );
}
