import {
  ACTS_TEXT as T,
  isDemotion,
  PUNISHMENT_TYPES,
  recordHref,
  validateActExecution,
} from '@fbi/domain';
import { FormModal, ListInput, NumberField, Select, TextField } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { executeAct, type Act, type ActExecution } from './api.ts';

const TYPE_ITEMS = PUNISHMENT_TYPES.map((t) => ({ id: t, label: t }));

/** The execution form while typing (02 §2.1 execution modal). */
interface ExecutionValues {
  cautions: string[];
  type: string | null;
  rangCount: number | null;
  punishmentProve: string;
}

export interface ActExecuteModalProps {
  act: Act;
  onCancel: () => void;
  /** The act after it was executed. */
  onSaved: (act: Act) => void;
}

/**
 * The act execution modal (02 §2.1, §5 Act execution): articles as `N.N УК`, punishment type,
 * the rank count for 'Понижение' only, and the punishment proof link. The first failing rule
 * shows in the toast and under its field and nothing is sent; `PUT …/update/expanded` sends the
 * rank count only for demotion. An executed act opens with its execution filled in.
 */
export function ActExecuteModal({ act, onCancel, onSaved }: ActExecuteModalProps) {
  const draft = useFormDraft<ExecutionValues>(`act-execute:${act.id}`, {
    cautions: act.cautions,
    type: act.type,
    rangCount: act.rangCount,
    punishmentProve: act.punishmentProve ?? '',
  });
  const { values, setValues } = draft;
  const issue = useFieldIssue<keyof ExecutionValues>(() => validateActExecution(values));
  const save = useApiMutation({
    mutationFn: executeAct,
    // An executed act enters the punishments registry (openapi.yaml executeAct).
    invalidates: [queryRoots.acts, queryRoots.punishments],
    done: (updated) => ({
      text: T.done.executed(updated.nick),
      href: recordHref('/acts', updated.id),
    }),
    onSuccess: (updated) => {
      draft.clear();
      onSaved(updated);
    },
  });
  const demotion = isDemotion(values.type);
  const set = <K extends keyof ExecutionValues>(key: K, value: ExecutionValues[K]) => {
    setValues({ ...values, [key]: value });
    issue.clear(key);
  };

  const submit = () => {
    if (!issue.check(validateActExecution(values))) return;
    const body: ActExecution = {
      cautions: values.cautions,
      type: values.type as ActExecution['type'],
      punishmentProve: values.punishmentProve.trim(),
      ...(demotion ? { rangCount: values.rangCount } : {}),
    };
    save.mutate({ id: act.id, body });
  };

  return (
    <FormModal
      title={`${T.executeTitle}: ${act.nick}`}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={T.execute}
      isPending={save.isPending}
    >
      <ListInput
        label={T.articles}
        kind="ukArticle"
        placeholder={T.articlesPlaceholder}
        isRequired
        value={values.cautions}
        onChange={(v) => set('cautions', v)}
        {...issue.fieldProps('cautions')}
      />
      <Select
        label={T.punishmentType}
        isRequired
        items={TYPE_ITEMS}
        selectedKey={values.type}
        onSelectionChange={(v) => {
          setValues({ ...values, type: v });
          issue.clear('type');
          issue.clear('rangCount');
        }}
        {...issue.fieldProps('type')}
      />
      {demotion && (
        <NumberField
          label={T.rangCount}
          isRequired
          minValue={1}
          step={1}
          value={values.rangCount ?? NaN}
          onChange={(n) => set('rangCount', Number.isNaN(n) ? null : n)}
          {...issue.fieldProps('rangCount')}
        />
      )}
      <TextField
        label={T.punishmentProve}
        type="url"
        isRequired
        value={values.punishmentProve}
        onChange={(v) => set('punishmentProve', v)}
        {...issue.fieldProps('punishmentProve')}
      />
    </FormModal>
  );
}
