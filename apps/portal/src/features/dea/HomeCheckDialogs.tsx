import { DEA_TEXT as T, validateDeaCancel } from '@fbi/domain';
import { LinkList } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { CommentStep } from '../../shared/record/CommentStep.tsx';
import { ConfirmStep } from '../../shared/record/ConfirmStep.tsx';
import { RecordModal } from '../../shared/record/RecordModal.tsx';
import { recordDone } from '../../shared/useApiMutation.ts';
import { cancelHomeCheck, deleteHomeCheck, type HomeCheck } from './api.ts';
import { HomeCheckConductModal } from './HomeCheckConductModal.tsx';
import { HomeCheckModal } from './HomeCheckModal.tsx';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';

/** Which dialog of a home check row is open. */
export type HomeCheckDialog = {
  step: 'main' | 'grounds' | 'proofs' | 'cancel' | 'delete' | 'conduct';
  check: HomeCheck;
};

/**
 * The dialogs of one /dea-home row (03 §2), one at a time: the main modal and, from it, the
 * grounds and proofs link lists, the cancel (a required comment, the shared comment check of
 * 03 §5, sent as `PUT …/update-status-comment?status=CANCELED&comment=`), delete confirmation
 * and conduct modals. Closing a sub-dialog returns to the main modal; a finished change closes them all.
 */
export function HomeCheckDialogs({ dialog, onChange, onClose }: RowDialogsProps<HomeCheckDialog>) {
  const { check } = dialog;
  const to = (step: HomeCheckDialog['step']) => () => onChange({ step, check });
  switch (dialog.step) {
    case 'grounds':
    case 'proofs': {
      const grounds = dialog.step === 'grounds';
      const title = grounds ? T.groundsTitle(check.houseNo) : T.proofsTitle(check.houseNo);
      return (
        <RecordModal title={title} size="sm" onClose={to('main')}>
          <LinkList links={grounds ? check.proves : check.executionProves} aria-label={title} />
        </RecordModal>
      );
    }
    case 'cancel':
      return (
        <CommentStep
          title={T.cancelTitle}
          label={T.cancelComment}
          submitLabel={T.cancel}
          submitVariant="danger"
          draftKey={`dea-home-cancel:${check.id}`}
          rule={validateDeaCancel}
          mutation={{
            mutationFn: cancelHomeCheck,
            invalidates: [queryRoots.deaHomeChecks],
            done: () => recordDone('/dea-home', check.id, T.done.homeCancelled(check.houseNo)),
            onSuccess: onClose,
          }}
          input={(comment) => ({ id: check.id, comment })}
          onCancel={to('main')}
        />
      );
    case 'conduct':
      return <HomeCheckConductModal check={check} onCancel={to('main')} onDone={onClose} />;
    case 'delete':
      return (
        <ConfirmStep
          title={T.deleteTitle}
          message={T.deleteMessage}
          confirmLabel={T.delete}
          mutation={{
            mutationFn: deleteHomeCheck,
            invalidates: [queryRoots.deaHomeChecks],
            done: () => ({ text: T.done.homeDeleted(check.houseNo) }),
            onSuccess: onClose,
          }}
          input={check.id}
          onCancel={to('main')}
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
