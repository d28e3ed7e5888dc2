import { BLACKLIST_TEXT as T } from '@fbi/domain';
import { ConfirmDialog } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { deleteBlacklistEntry, type BlacklistEntry } from './api.ts';

/** Which dialog of a blacklist row is open: only the delete confirmation (02 §2.4). */
export type BlacklistDialog = { step: 'delete'; entry: BlacklistEntry };

/** The delete confirmation of one blacklist entry (02 §2.4); closes when the entry is deleted. */
export function BlacklistDialogs({ dialog, onClose }: RowDialogsProps<BlacklistDialog>) {
  const { entry } = dialog;
  const remove = useApiMutation({
    mutationFn: deleteBlacklistEntry,
    invalidates: [queryRoots.blacklist],
    done: () => ({ text: T.done.deleted(entry.nick) }),
    onSuccess: onClose,
  });
  return (
    <ConfirmDialog
      title={T.deleteTitle}
      message={T.confirmDelete(entry.nick)}
      confirmLabel={T.delete}
      isOpen
      isPending={remove.isPending}
      onOpenChange={(open) => !open && onClose()}
      onConfirm={() => remove.mutate(entry.id)}
    />
  );
}
