import {
  isDemotion,
  PUNISHMENTS_TEXT as T,
  UI_TEXT,
  validatePunishmentTypeChange,
} from '@fbi/domain';
import { Button, TextField } from '@fbi/ui';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { demotionFields } from '../../shared/record/demotionFields.ts';
import { updatePunishmentType, type Punishment, type PunishmentTypeValue } from './api.ts';
import { recordDone } from '../../shared/useApiMutation.ts';
import type { RowStepProps } from '../../shared/registry/registry.ts';

/** The type change (02 §5). */
const FIELDS = demotionFields(T.type, T.rangCount);

export interface PunishmentEditModalProps extends RowStepProps {
  punishment: Punishment;
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
  onDone,
  onDelete,
}: PunishmentEditModalProps) {
  return (
    <RecordFormModal
      title={`${T.editTitle}: ${punishment.nick}`}
      submitLabel={UI_TEXT.change}
      before={
        <>
          <TextField label={T.violator} value={punishment.nick} isReadOnly />
          <TextField label={T.executor} value={punishment.author} isReadOnly />
          <TextField label={T.articles} value={punishment.cautions.join(', ')} isReadOnly />
        </>
      }
      footerStart={(isPending) => (
        <Button variant="danger" onPress={onDelete} isDisabled={isPending}>
          {UI_TEXT.delete}
        </Button>
      )}
      fields={FIELDS}
      draftKey={`punishment-edit:${punishment.id}`}
      initial={{ type: punishment.type as string | null, rangCount: punishment.rangCount }}
      validate={validatePunishmentTypeChange}
      bodyOf={(v) => ({
        id: punishment.id,
        type: v.type as PunishmentTypeValue,
        rangCount: isDemotion(v.type) ? v.rangCount : null,
      })}
      save={updatePunishmentType}
      invalidates={[queryRoots.punishments]}
      done={(_answer, sent) =>
        recordDone('/punishments', sent.id, T.done.changed(punishment.nick, sent.type))
      }
      onSaved={onDone}
      onClose={onCancel}
    />
  );
}
