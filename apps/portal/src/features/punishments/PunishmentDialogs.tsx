import { PUNISHMENTS_TEXT as T, UI_TEXT } from '@fbi/domain';
import { Button, ConfirmDialog, LinkList, Modal } from '@fbi/ui';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { deletePunishment, type Punishment } from './api.ts';
import { PunishmentEditModal } from './PunishmentEditModal.tsx';

/** Which dialog of a registry row is open. */
export type PunishmentDialog =
  | { step: 'proofs'; punishment: Punishment }
  | { step: 'edit'; punishment: Punishment }
  | { step: 'delete'; punishment: Punishment };

export interface PunishmentDialogsProps {
  dialog: PunishmentDialog;
  /** Switches to another dialog of the same row. */
  onChange: (dialog: PunishmentDialog) => void;
  /** Closes every dialog. */
  onClose: () => void;
}

/**
 * The dialogs of one registry row (02 §2.9), one at a time: the violation proofs (numbered links,
 * each opening in a new tab), the edit modal, and from it the delete confirmation ('Вы уверены,
 * что хотите удалить наказание из реестра?'); cancelling the confirmation returns to the edit.
 */
export function PunishmentDialogs({ dialog, onChange, onClose }: PunishmentDialogsProps) {
  const { punishment } = dialog;
  const remove = useApiMutation({
    mutationFn: deletePunishment,
    invalidates: [queryRoots.punishments],
    done: () => ({ text: T.done.deleted(punishment.nick) }),
    onSuccess: onClose,
  });
  switch (dialog.step) {
    case 'proofs':
      return (
        <Modal
          title={`${T.proofsTitle}: ${punishment.nick}`}
          isOpen
          size="sm"
          onOpenChange={(open) => !open && onClose()}
          footer={
            <Button variant="secondary" onPress={onClose}>
              {UI_TEXT.close}
            </Button>
          }
        >
          <LinkList links={punishment.violationProves} aria-label={T.proofsTitle} />
        </Modal>
      );
    case 'delete':
      return (
        <ConfirmDialog
          title={T.deleteTitle}
          message={UI_TEXT.confirmDeletePunishment}
          confirmLabel={UI_TEXT.delete}
          isOpen
          isPending={remove.isPending}
          onOpenChange={(open) => !open && onChange({ step: 'edit', punishment })}
          onConfirm={() => remove.mutate(punishment.id)}
        />
      );
    case 'edit':
      return (
        <PunishmentEditModal
          punishment={punishment}
          onCancel={onClose}
          onSaved={onClose}
          onDelete={() => onChange({ step: 'delete', punishment })}
        />
      );
  }
}
