import { ACTS_TEXT as T, isDemotion, validateActExecution } from '@fbi/domain';
import type { FormField } from '../../shared/form/FormFields.tsx';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { demotionFields, type DemotionValues } from '../../shared/record/demotionFields.ts';
import { executeAct, type Act, type ActExecution } from './api.ts';
import { recordDone } from '../../shared/useApiMutation.ts';
import type { RowStepProps } from '../../shared/registry/registry.ts';

/** The execution form while typing (02 §2.1 execution modal). */
interface ExecutionValues extends DemotionValues {
  cautions: string[];
  punishmentProve: string;
}

const FIELDS: readonly FormField<ExecutionValues>[] = [
  {
    key: 'cautions',
    label: T.articles,
    kind: 'list',
    entry: 'ukArticle',
    placeholder: T.articlesPlaceholder,
  },
  ...demotionFields<ExecutionValues>(T.punishmentType, T.rangCount),
  { key: 'punishmentProve', label: T.punishmentProve, kind: 'url' },
];

export interface ActExecuteModalProps extends RowStepProps<Act> {
  act: Act;
}

/**
 * The act execution modal (02 §2.1, §5 Act execution): articles as `N.N УК`, punishment type,
 * the rank count for 'Понижение' only, and the punishment proof link. The first failing rule
 * shows in the toast and under its field and nothing is sent; `PUT …/update/expanded` sends the
 * rank count only for demotion. An executed act opens with its execution filled in.
 */
export function ActExecuteModal({ act, onCancel, onDone }: ActExecuteModalProps) {
  return (
    <RecordFormModal
      title={`${T.executeTitle}: ${act.nick}`}
      submitLabel={T.execute}
      fields={FIELDS}
      draftKey={`act-execute:${act.id}`}
      initial={{
        cautions: act.cautions,
        type: act.type,
        rangCount: act.rangCount,
        punishmentProve: act.punishmentProve ?? '',
      }}
      validate={validateActExecution}
      bodyOf={(v) => {
        const body: ActExecution = {
          cautions: v.cautions,
          type: v.type as ActExecution['type'],
          punishmentProve: v.punishmentProve.trim(),
          ...(isDemotion(v.type) ? { rangCount: v.rangCount } : {}),
        };
        return { id: act.id, body };
      }}
      save={executeAct}
      // An executed act enters the punishments registry (openapi.yaml executeAct).
      invalidates={[queryRoots.acts, queryRoots.punishments]}
      done={(updated) => recordDone('/acts', updated.id, T.done.executed(updated.nick))}
      onSaved={onDone}
      onClose={onCancel}
    />
  );
}
