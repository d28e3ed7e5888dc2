import {
  PUNISH_AGENT_TEXT as T,
  TEAM_PUNISHMENT_LABELS,
  TEAM_PUNISHMENT_TYPES,
  validatePunish,
  type TeamPunishmentType,
} from '@fbi/domain';
import { FormModal, RadioGroup, TextArea } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { punishAgent, ROSTER_CHANGES, type TeamMember } from './api.ts';

export interface PunishAgentModalProps {
  /** The agent to punish. */
  member: TeamMember;
  /** Called on cancel: back to the agent info modal. */
  onCancel: () => void;
  /** Called after the punishment was issued (roster and history are refreshed in place). */
  onPunished: () => void;
}

const TYPE_ITEMS = TEAM_PUNISHMENT_TYPES.map((t) => ({ id: t, label: TEAM_PUNISHMENT_LABELS[t] }));

type Field = 'type' | 'reason';

/**
 * Punishing an agent (01 §2 agent info modal "punish", §3, §5 Punish agent, §7): a warning or a
 * reprimand with a reason (an empty reason shows 'Причина наказания'), sent as
 * `PUT /api/v1/team/{id}/punish {type, reason}`. The failed rule marks its field; unsent values
 * come back when the same agent's punish form is opened again in the tab.
 */
export function PunishAgentModal({ member, onCancel, onPunished }: PunishAgentModalProps) {
  const draft = useFormDraft(`agent-punish:${member.id}`, {
    type: null as TeamPunishmentType | null,
    reason: '',
  });
  const { values } = draft;
  const issue = useFieldIssue<Field>(() => validatePunish(values));
  const punish = useApiMutation({
    mutationFn: punishAgent,
    invalidates: [...ROSTER_CHANGES, queryRoots.teamPunishments],
    done: (_answer, sent) => ({
      text: T.done.punished(member.nick, TEAM_PUNISHMENT_LABELS[sent.type]),
    }),
    onSuccess: () => {
      draft.clear();
      onPunished();
    },
  });

  const change = <K extends Field>(field: K, value: (typeof values)[K]) => {
    draft.setValues((v) => ({ ...v, [field]: value }));
    issue.clear(field);
  };

  const submit = () => {
    if (!issue.check(validatePunish(values))) return;
    if (values.type === null) return; // validatePunish has already required a type
    punish.mutate({ id: member.id, type: values.type, reason: values.reason.trim() });
  };

  return (
    <FormModal
      title={T.title(member.nick)}
      size="sm"
      submitLabel={T.submit}
      submitVariant="danger"
      isPending={punish.isPending}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <RadioGroup
        label={T.type}
        isRequired
        items={TYPE_ITEMS}
        value={values.type}
        onChange={(v) => change('type', v as TeamPunishmentType)}
        {...issue.fieldProps('type')}
      />
      <TextArea
        label={T.reason}
        isRequired
        value={values.reason}
        onChange={(v) => change('reason', v)}
        {...issue.fieldProps('reason')}
      />
    </FormModal>
  );
}
