import { BLACKLIST_TEXT as T } from '@fbi/domain';
import { queryRoots } from '../../shared/queryKeys.ts';
import { ConfirmStep } from '../../shared/record/ConfirmStep.tsx';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';
import { deleteBlacklistEntry, type BlacklistEntry } from './api.ts';

/** Which dialog of a blacklist row is open: only the delete confirmation (02 §2.4). */
export type BlacklistDialog = { step: 'delete'; entry: BlacklistEntry };

/** The delete confirmation of one blacklist entry (02 §2.4); closes when the entry is deleted. */
export function BlacklistDialogs({ dialog: { entry }, onClose }: RowDialogsProps<BlacklistDialog>) {
  return (
    <ConfirmStep
      title={T.deleteTitle}
      message={T.confirmDelete(entry.nick)}
      confirmLabel={T.delete}
      mutation={{
        mutationFn: deleteBlacklistEntry,
        invalidates: [queryRoots.blacklist],
        done: () => ({ text: T.done.deleted(entry.nick) }),
        onSuccess: onClose,
      }}
      input={entry.id}
      onCancel={onClose}
    />
  );
}
