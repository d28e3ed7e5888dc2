import {
  isDemotion,
  PUNISHMENT_TYPES,
  PUNISHMENTS_TEXT as T,
  recordHref,
  UI_TEXT,
  validatePunishmentTypeChange,
} from '@fbi/domain';
import { Button, FormModal, NumberField, Select, TextField } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { updatePunishmentType, type Punishment, type PunishmentTypeValue } from './api.ts';

const TYPE_ITEMS = PUNISHMENT_TYPES.map((t) => ({ id: t, label: t }));

export interface PunishmentEditModalProps {
  punishment: Punishment;
  onCancel: () => void;
  /** After the change was saved (the list is refreshed in place). */
  onSaved: () => void;
  /** Opens the delete confirmation. */
  onDelete: () => void;
}

/**
 * The registry's edit modal (02 §2.9, §5 type change): nick, executor and articles read-only;
 * the type ('Тип наказания не может быть пустым') and, for 'Понижение' only, a positive rank
 * count ('При понижении необходимо указать правильное количество рангов!'); Change sends
 * `PUT …/type/update?type=&rangCount=`, Delete asks for confirmation. Unsent edits are kept as a
 * draft per entry.
 */
export function PunishmentEditModal({
  punishment,
  onCancel,
  onSaved,
  onDelete,
}: PunishmentEditModalProps) {
  const draft = useFormDraft(`punishment-edit:${punishment.id}`, {
    type: punishment.type as string | null,
    rangCount: punishment.rangCount,
  });
  const { values, setValues } = draft;
  const issue = useFieldIssue<'type' | 'rangCount'>(() => validatePunishmentTypeChange(values));
  const save = useApiMutation({
    mutationFn: updatePunishmentType,
    invalidates: [queryRoots.punishments],
    done: (_answer, sent) => ({
      text: T.done.changed(punishment.nick, sent.type),
      href: recordHref('/punishments', sent.id),
    }),
    onSuccess: () => {
      draft.clear();
      onSaved();
    },
  });
  const demotion = isDemotion(values.type);

  const submit = () => {
    if (!issue.check(validatePunishmentTypeChange(values))) return;
    save.mutate({
      id: punishment.id,
      type: values.type as PunishmentTypeValue,
      rangCount: demotion ? values.rangCount : null,
    });
  };

  return (
    <FormModal
      title={`${T.editTitle}: ${punishment.nick}`}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={UI_TEXT.change}
      isPending={save.isPending}
      footerStart={
        <Button variant="danger" onPress={onDelete} isDisabled={save.isPending}>
          {UI_TEXT.delete}
        </Button>
      }
    >
      <TextField label={T.violator} value={punishment.nick} isReadOnly />
      <TextField label={T.executor} value={punishment.author} isReadOnly />
      <TextField label={T.articles} value={punishment.cautions.join(', ')} isReadOnly />
      <Select
        label={T.type}
        isRequired
        items={TYPE_ITEMS}
        selectedKey={values.type}
        onSelectionChange={(type) => {
          setValues({ ...values, type });
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
          onChange={(n) => {
            setValues({ ...values, rangCount: Number.isNaN(n) ? null : n });
            issue.clear('rangCount');
          }}
          {...issue.fieldProps('rangCount')}
        />
      )}
    </FormModal>
  );
}
