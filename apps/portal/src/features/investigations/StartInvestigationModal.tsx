import {
  branchOf,
  FACTIONS,
  INVESTIGATION_DIRECTIONS,
  INVESTIGATIONS_TEXT as T,
  MODAL_TITLES,
  openInvestigationHref,
  validateStartIbInvestigation,
  validateStartInvestigation,
} from '@fbi/domain';
import { choice } from '../../shared/choice.ts';
import { itemsOf, type FormField } from '../../shared/form/FormFields.tsx';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import {
  investigationRoot,
  RAPORTS_ROUTES,
  type InvestigativeModalProps,
} from '../../shared/investigativeQueries.ts';
import { createdId } from '../../shared/useApiMutation.ts';
import { useSession } from '../../shared/useSession.ts';
import { startIbInvestigation, startInvestigation, type InvestigationCreate } from './api.ts';

interface StartValues {
  faction: string | null;
  /** null until chosen (01 §5 "joint option required"). */
  isJoint: boolean | null;
  direction: string | null;
}

const EMPTY: StartValues = { faction: null, isJoint: null, direction: null };

const FACTION_FIELD: FormField<StartValues> = {
  key: 'faction',
  label: T.faction,
  kind: 'select',
  items: itemsOf(FACTIONS),
};

/** An agent investigation's fields; the branch only for the director's office (see below). */
const agentFields = (needsDirection: boolean): readonly FormField<StartValues>[] => [
  FACTION_FIELD,
  { key: 'isJoint', label: T.joint, kind: 'boolean', labels: [T.yes, T.no] },
  {
    key: 'direction',
    label: T.direction,
    kind: 'select',
    items: itemsOf(INVESTIGATION_DIRECTIONS),
    shown: (v) => needsDirection && v.isJoint === false,
  },
];

/**
 * Starting an investigation from the sidebar (01 §2, §4, §5, §6): the target faction and, for the
 * agent branch, the joint option (both required: 'Организация не может быть пустой', 'Укажите,
 * является ли расследование совместным'). The director's office, which has no branch of its own,
 * also names the branch of a non-joint one (ours, see branchOf in @fbi/domain). IB investigations
 * take the faction only. A failing rule shows in the toast and under its field; nothing is sent.
 */
export function StartInvestigationModal({ kind, onClose, title }: InvestigativeModalProps) {
  const { roles } = useSession();
  const needsDirection = branchOf(roles) === null;
  return (
    <RecordFormModal
      title={
        title || MODAL_TITLES[kind === 'agent' ? 'startInvestigation' : 'startIbInvestigation']
      }
      submitLabel={T.start}
      fields={kind === 'ib' ? [FACTION_FIELD] : agentFields(needsDirection)}
      draftKey={`investigation-start:${kind}`}
      initial={EMPTY}
      validate={(v) =>
        kind === 'ib'
          ? validateStartIbInvestigation(v)
          : validateStartInvestigation({ ...v, needsDirection })
      }
      bodyOf={(v) => {
        const body: InvestigationCreate = {
          faction: choice(FACTIONS, v.faction),
          isJoint: v.isJoint === true,
        };
        if (needsDirection && !body.isJoint)
          body.direction = v.direction as InvestigationCreate['direction'];
        return body;
      }}
      save={(body) =>
        kind === 'ib' ? startIbInvestigation({ faction: body.faction }) : startInvestigation(body)
      }
      invalidates={[investigationRoot(kind)]}
      // Open investigations are listed above their kind's reports (OpenInvestigations).
      done={(answer, sent) => {
        const id = createdId(answer);
        const route = RAPORTS_ROUTES[kind];
        return {
          text: T.done.started(sent.faction, id),
          href: id === null ? route : openInvestigationHref(route, id),
        };
      }}
      onClose={onClose}
    />
  );
}
