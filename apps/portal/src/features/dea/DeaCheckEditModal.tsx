import { DEA_TEXT as T, FACTIONS, validateDeaCheckEdit } from '@fbi/domain';
import { FormModal, Select, TagField } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { deaTeamQueryOptions, updateDeaCheck, type DeaCheck } from './api.ts';
import { choice } from '../../shared/choice.ts';

const FACTION_ITEMS = FACTIONS.map((f) => ({ id: f, label: f }));

/** Check times every half hour, 'HH:MM' as the contract sends them (the choices are ours). */
const HALF_HOURS = Array.from({ length: 48 }, (_, i) => {
  const hh = String(Math.floor(i / 2)).padStart(2, '0');
  return `${hh}:${i % 2 === 0 ? '00' : '30'}`;
});

/** The time choices, with a stored time off the half-hour grid kept in place. */
function timeItems(current: string | null) {
  const times =
    current && !HALF_HOURS.includes(current) ? [...HALF_HOURS, current].sort() : HALF_HOURS;
  return times.map((t) => ({ id: t, label: t }));
}

export interface DeaCheckEditModalProps {
  check: DeaCheck;
  /** Closes the modal (Cancel, or after saving; the schedule refreshes in place). */
  onClose: () => void;
}

/**
 * The schedule edit modal (03 §2 /dea-check, §5 DEA check edit, §7): faction ('Выберите
 * организацию, для которой будет проверка'), time ('Выберите время проверки') and agents, a tag
 * input over the DEA team's nicks (case-insensitive substring, chosen ones excluded; the team
 * list fails silently, 03 §8). Sends `PUT /api/v1/dea-check/{id}/update {faction, time, agents}`.
 */
export function DeaCheckEditModal({ check, onClose }: DeaCheckEditModalProps) {
  // The Select hands back any key; choice() narrows the faction when it is sent.
  const initial: { faction: string | null; time: string | null; agents: string[] } = {
    faction: check.faction,
    time: check.time,
    agents: check.agents,
  };
  const draft = useFormDraft(`dea-check:${check.id}`, initial);
  const { values, setValues } = draft;
  const team = useQuery(deaTeamQueryOptions());
  const agentOptions = (team.data ?? []).map((nick) => ({ id: nick, label: nick }));
  const issue = useFieldIssue<'faction' | 'time'>(() => validateDeaCheckEdit(values));
  const save = useApiMutation({
    mutationFn: updateDeaCheck,
    invalidates: [queryRoots.deaSchedule],
    // The schedule is one page without record links: the saved row shows there.
    done: (_answer, sent) => ({ text: T.done.scheduleSaved(check.day, sent.body.time) }),
    onSuccess: () => {
      draft.clear();
      onClose();
    },
  });
  const submit = () => {
    if (!issue.check(validateDeaCheckEdit(values))) return;
    save.mutate({
      id: check.id,
      body: {
        faction: choice(FACTIONS, values.faction),
        time: values.time ?? '',
        agents: values.agents,
      },
    });
  };
  return (
    <FormModal
      title={T.editTitle(check.day)}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.save}
      isPending={save.isPending}
    >
      <Select
        label={T.faction}
        isRequired
        items={FACTION_ITEMS}
        selectedKey={values.faction}
        onSelectionChange={(faction) => {
          setValues((v) => ({ ...v, faction }));
          issue.clear('faction');
        }}
        {...issue.fieldProps('faction')}
      />
      <Select
        label={T.time}
        isRequired
        items={timeItems(values.time)}
        selectedKey={values.time}
        onSelectionChange={(time) => {
          setValues((v) => ({ ...v, time }));
          issue.clear('time');
        }}
        {...issue.fieldProps('time')}
      />
      <TagField
        label={T.agents}
        options={agentOptions}
        value={values.agents}
        onChange={(agents) => setValues((v) => ({ ...v, agents }))}
      />
    </FormModal>
  );
}
