import { DEA_TEXT as T, UI_TEXT } from '@fbi/domain';
import { Button, ConfirmDialog, LinkList, Modal } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { deleteHomeCheck, type HomeCheck } from './api.ts';
import { HomeCheckCancelModal } from './HomeCheckCancelModal.tsx';
import { HomeCheckConductModal } from './HomeCheckConductModal.tsx';
import { HomeCheckModal } from './HomeCheckModal.tsx';

/** Which dialog of a home check row is open. */
export type HomeCheckDialog = {
  step: 'main' | 'grounds' | 'proofs' | 'cancel' | 'delete' | 'conduct';
  check: HomeCheck;
};

export interface HomeCheckDialogsProps {
  dialog: HomeCheckDialog;
  /** Switches to another dialog of the same row. */
  onChange: (dialog: HomeCheckDialog) => void;
  /** Closes every dialog. */
  onClose: () => void;
}

/**
 * The dialogs of one /dea-home row (03 §2), one at a time: the main modal and, from it, the
 * grounds and proofs link lists, the cancel (with a comment), delete confirmation and conduct
 * modals. Closing a sub-dialog returns to the main modal; a finished change closes them all.
 */
export function HomeCheckDialogs({ dialog, onChange, onClose }: HomeCheckDialogsProps) {
  const { check } = dialog;
  const to = (step: HomeCheckDialog['step']) => () => onChange({ step, check });
  const remove = useApiMutation({
    mutationFn: deleteHomeCheck,
    invalidates: [queryRoots.deaHomeChecks],
    done: () => ({ text: T.done.homeDeleted(check.houseNo) }),
    onSuccess: onClose,
  });
  switch (dialog.step) {
    case 'grounds':
    case 'proofs': {
      const grounds = dialog.step === 'grounds';
      const title = grounds ? T.groundsTitle(check.houseNo) : T.proofsTitle(check.houseNo);
      return (
        <Modal
          title={title}
          isOpen
          size="sm"
          onOpenChange={(open) => !open && to('main')()}
          footer={
            <Button variant="secondary" onPress={to('main')}>
              {UI_TEXT.close}
            </Button>
          }
        >
          <LinkList links={grounds ? check.proves : check.executionProves} aria-label={title} />
        </Modal>
      );
    }
    case 'cancel':
      return <HomeCheckCancelModal check={check} onCancel={to('main')} onDone={onClose} />;
    case 'conduct':
      return <HomeCheckConductModal check={check} onCancel={to('main')} onDone={onClose} />;
    case 'delete':
      return (
        <ConfirmDialog
          title={T.deleteTitle}
          message={T.deleteMessage}
          confirmLabel={T.delete}
          isOpen
          isPending={remove.isPending}
          onOpenChange={(open) => !open && to('main')()}
          onConfirm={() => remove.mutate(check.id)}
        />
      );
    case 'main':
      return (
        <HomeCheckModal
          check={check}
          onClose={onClose}
          onOpen={(step) => onChange({ step, check })}
        />
      );
  }
}
