import { PUNISHMENTS_TEXT as T, UI_TEXT } from '@fbi/domain';
import { LinkList } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { ConfirmStep } from '../../shared/record/ConfirmStep.tsx';
import { RecordModal } from '../../shared/record/RecordModal.tsx';
import { deletePunishment, type Punishment } from './api.ts';
import { PunishmentEditModal } from './PunishmentEditModal.tsx';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';

/** Which dialog of a registry row is open. */
export type PunishmentDialog =
  | { step: 'proofs'; punishment: Punishment }
  | { step: 'edit'; punishment: Punishment }
  | { step: 'delete'; punishment: Punishment };

/**
 * The dialogs of one registry row (02 §2.9), one at a time: the violation proofs (numbered links,
 * each opening in a new tab), the edit modal, and from it the delete confirmation ('Вы уверены,
 * что хотите удалить наказание из реестра?'); cancelling the confirmation returns to the edit.
 */
export function PunishmentDialogs({
  dialog,
  onChange,
  onClose,
}: RowDialogsProps<PunishmentDialog>) {
  const { punishment } = dialog;
  switch (dialog.step) {
    case 'proofs':
      return (
        <RecordModal title={`${T.proofsTitle}: ${punishment.nick}`} size="sm" onClose={onClose}>
          <LinkList links={punishment.violationProves} aria-label={T.proofsTitle} />
        </RecordModal>
      );
    case 'delete':
      return (
        <ConfirmStep
          title={T.deleteTitle}
          message={UI_TEXT.confirmDeletePunishment}
          confirmLabel={UI_TEXT.delete}
          mutation={{
            mutationFn: deletePunishment,
            invalidates: [queryRoots.punishments],
            done: () => ({ text: T.done.deleted(punishment.nick) }),
            onSuccess: onClose,
          }}
          input={punishment.id}
          onCancel={() => onChange({ step: 'edit', punishment })}
        />
      );
    case 'edit':
      return (
        <PunishmentEditModal
          punishment={punishment}
          onCancel={onClose}
          onDone={onClose}
          onDelete={() => onChange({ step: 'delete', punishment })}
        />
      );
  }
}
