import { DEA_TEXT as T, FACTIONS, validateDeaCheckEdit } from '@fbi/domain';
import type { OptionItem } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { choice } from '../../shared/choice.ts';
import { itemsOf, type FormField } from '../../shared/form/FormFields.tsx';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { deaTeamQueryOptions, updateDeaCheck, type DeaCheck } from './api.ts';

/** Check times every half hour, 'HH:MM' as the contract sends them (the choices are ours). */
const HALF_HOURS = Array.from({ length: 48 }, (_, i) => {
  const hh = String(Math.floor(i / 2)).padStart(2, '0');
  return `${hh}:${i % 2 === 0 ? '00' : '30'}`;
});

/** The time choices, with a stored time off the half-hour grid kept in place. */
function timeItems(current: string | null) {
  const times =
    current && !HALF_HOURS.includes(current) ? [...HALF_HOURS, current].sort() : HALF_HOURS;
  return itemsOf(times);
}

/** The form while typing; the Select hands back any key, choice() narrows the faction on send. */
interface CheckValues {
  faction: string | null;
  time: string | null;
  agents: string[];
}

/** The fields, the agents chosen among `team` (03 §2 /dea-check). */
const fieldsFor = (team: readonly OptionItem[]): readonly FormField<CheckValues>[] => [
  { key: 'faction', label: T.faction, kind: 'select', items: itemsOf(FACTIONS) },
  { key: 'time', label: T.time, kind: 'select', items: (v) => timeItems(v.time) },
  { key: 'agents', label: T.agents, kind: 'tags', options: team, isRequired: false },
];

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
  const team = useQuery(deaTeamQueryOptions());
  return (
    <RecordFormModal
      title={T.editTitle(check.day)}
      submitLabel={T.save}
      fields={fieldsFor(itemsOf(team.data ?? []))}
      draftKey={`dea-check:${check.id}`}
      initial={{ faction: check.faction, time: check.time, agents: check.agents }}
      validate={validateDeaCheckEdit}
      bodyOf={(v) => ({
        id: check.id,
        body: { faction: choice(FACTIONS, v.faction), time: v.time ?? '', agents: v.agents },
      })}
      save={updateDeaCheck}
      invalidates={[queryRoots.deaSchedule]}
      // The schedule is one page without record links: the saved row shows there.
      done={(_answer, sent) => ({ text: T.done.scheduleSaved(check.day, sent.body.time) })}
      onClose={onClose}
    />
  );
}
