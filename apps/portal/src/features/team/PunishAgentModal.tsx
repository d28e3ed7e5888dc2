import {
  PUNISH_AGENT_TEXT as T,
  TEAM_PUNISHMENT_LABELS,
  TEAM_PUNISHMENT_TYPES,
  validatePunish,
  type TeamPunishmentType,
} from '@fbi/domain';
import type { FormField } from '../../shared/form/FormFields.tsx';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { punishAgent, ROSTER_CHANGES } from './api.ts';
import type { AgentStepProps } from './roster.ts';

/** The form while typing. */
interface PunishValues {
  type: TeamPunishmentType | null;
  reason: string;
}

const FIELDS: readonly FormField<PunishValues>[] = [
  {
    key: 'type',
    label: T.type,
    kind: 'radio',
    items: TEAM_PUNISHMENT_TYPES.map((t) => ({ id: t, label: TEAM_PUNISHMENT_LABELS[t] })),
  },
  { key: 'reason', label: T.reason, kind: 'textarea' },
];

/**
 * Punishing an agent (01 §2 agent info modal "punish", §3, §5 Punish agent, §7): a warning or a
 * reprimand with a reason (an empty reason shows 'Причина наказания'), sent as
 * `PUT /api/v1/team/{id}/punish {type, reason}`. The failed rule marks its field; unsent values
 * come back when the same agent's punish form is opened again in the tab.
 */
export function PunishAgentModal({ member, onCancel, onDone }: AgentStepProps) {
  return (
    <RecordFormModal
      title={T.title(member.nick)}
      size="sm"
      submitLabel={T.submit}
      submitVariant="danger"
      fields={FIELDS}
      draftKey={`agent-punish:${member.id}`}
      initial={{ type: null, reason: '' }}
      validate={validatePunish}
      // validatePunish has required a type before this is called.
      bodyOf={(v) => ({
        id: member.id,
        type: v.type as TeamPunishmentType,
        reason: v.reason.trim(),
      })}
      save={punishAgent}
      invalidates={[...ROSTER_CHANGES, queryRoots.teamPunishments]}
      done={(_answer, sent) => ({
        text: T.done.punished(member.nick, TEAM_PUNISHMENT_LABELS[sent.type]),
      })}
      onSaved={onDone}
      onClose={onCancel}
    />
  );
}
