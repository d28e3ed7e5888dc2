import {
  branchOf,
  FACTIONS,
  INVESTIGATION_DIRECTIONS,
  INVESTIGATIONS_TEXT as T,
  MODAL_TITLES,
  validateStartIbInvestigation,
  validateStartInvestigation,
  type ValidationResult,
} from '@fbi/domain';
import { FormModal, RadioGroup, Select } from '@fbi/ui';
import { investigationRoot, type InvestigativeKind } from '../../shared/investigativeQueries.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { useSession } from '../../shared/useSession.ts';
import { startIbInvestigation, startInvestigation, type InvestigationCreate } from './api.ts';
import { choice } from '../../shared/choice.ts';

const FACTION_ITEMS = FACTIONS.map((f) => ({ id: f, label: f }));
const JOINT_ITEMS = [
  { id: 'yes', label: T.yes },
  { id: 'no', label: T.no },
];
const DIRECTION_ITEMS = INVESTIGATION_DIRECTIONS.map((d) => ({ id: d, label: d }));

interface StartValues {
  faction: string | null;
  /** 'yes' / 'no' while typing; null until chosen (01 §5 "joint option required"). */
  joint: string | null;
  direction: string | null;
}

type StartField = 'faction' | 'isJoint' | 'direction';

export interface StartInvestigationModalProps {
  kind: InvestigativeKind;
  onClose: () => void;
  title?: string;
}

/**
 * Starting an investigation from the sidebar (01 §2, §4, §5, §6): the target faction and, for the
 * agent branch, the joint option (both required: 'Организация не может быть пустой', 'Укажите,
 * является ли расследование совместным'). The director's office, which has no branch of its own,
 * also names the branch of a non-joint one (ours, see branchOf in @fbi/domain). IB investigations
 * take the faction only. A failing rule shows in the toast and under its field; nothing is sent.
 */
export function StartInvestigationModal({ kind, onClose, title }: StartInvestigationModalProps) {
  const { roles } = useSession();
  const needsDirection = branchOf(roles) === null;
  const draft = useFormDraft<StartValues>(`investigation-start:${kind}`, {
    faction: null,
    joint: null,
    direction: null,
  });
  const { values, setValues } = draft;
  const isJoint = values.joint === null ? null : values.joint === 'yes';
  const validate = (): ValidationResult<StartField> =>
    kind === 'ib'
      ? validateStartIbInvestigation(values)
      : validateStartInvestigation({ ...values, isJoint, needsDirection });
  const issue = useFieldIssue<StartField>(validate);
  const common = {
    invalidates: [investigationRoot(kind)],
    // An open investigation is listed nowhere (only closed ones are): nothing to open.
    done: (_answer: unknown, sent: { faction: string }) => ({ text: T.done.started(sent.faction) }),
    onSuccess: () => {
      draft.clear();
      onClose();
    },
  };
  const start = useApiMutation({ mutationFn: startInvestigation, ...common });
  const startIb = useApiMutation({ mutationFn: startIbInvestigation, ...common });
  const set = <K extends keyof StartValues>(key: K, value: StartValues[K], field: StartField) => {
    setValues({ ...values, [key]: value });
    issue.clear(field);
  };

  const submit = () => {
    if (!issue.check(validate())) return;
    if (kind === 'ib') {
      startIb.mutate({ faction: choice(FACTIONS, values.faction) });
      return;
    }
    const body: InvestigationCreate = {
      faction: choice(FACTIONS, values.faction),
      isJoint: isJoint === true,
    };
    if (needsDirection && !body.isJoint)
      body.direction = values.direction as InvestigationCreate['direction'];
    start.mutate(body);
  };

  return (
    <FormModal
      title={
        title || MODAL_TITLES[kind === 'agent' ? 'startInvestigation' : 'startIbInvestigation']
      }
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.start}
      isPending={start.isPending || startIb.isPending}
    >
      <Select
        label={T.faction}
        isRequired
        items={FACTION_ITEMS}
        selectedKey={values.faction}
        onSelectionChange={(v) => set('faction', v, 'faction')}
        {...issue.fieldProps('faction')}
      />
      {kind === 'agent' && (
        <RadioGroup
          label={T.joint}
          isRequired
          items={JOINT_ITEMS}
          value={values.joint}
          onChange={(v) => set('joint', v, 'isJoint')}
          {...issue.fieldProps('isJoint')}
        />
      )}
      {kind === 'agent' && needsDirection && isJoint === false && (
        <Select
          label={T.direction}
          isRequired
          items={DIRECTION_ITEMS}
          selectedKey={values.direction}
          onSelectionChange={(v) => set('direction', v, 'direction')}
          {...issue.fieldProps('direction')}
        />
      )}
    </FormModal>
  );
}
