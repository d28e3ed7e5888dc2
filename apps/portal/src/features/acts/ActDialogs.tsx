import { ACTS_TEXT as T, UI_TEXT } from '@fbi/domain';
import { LinkList } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { ConfirmStep } from '../../shared/record/ConfirmStep.tsx';
import { RecordModal } from '../../shared/record/RecordModal.tsx';
import { deleteAct, type Act, type VerdictStatus } from './api.ts';
import { ActExecuteModal } from './ActExecuteModal.tsx';
import { ActVerdictModal } from './ActVerdictModal.tsx';
import { ActViewModal } from './ActViewModal.tsx';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';

/** Which dialog of an act row is open. */
export type ActDialog =
  | { step: 'view'; act: Act }
  | { step: 'evidence'; act: Act }
  | { step: 'verdict'; act: Act; status: VerdictStatus }
  | { step: 'execute'; act: Act }
  | { step: 'delete'; act: Act };

/**
 * The dialogs of one act row (02 §2.1), one at a time: the act view, and from it the evidence
 * links (each in a new tab), the verdict modal, the execution modal and the delete confirmation.
 * Closing any of these returns to the view, which shows the act as the server last answered.
 */
export function ActDialogs({ dialog, onChange, onClose }: RowDialogsProps<ActDialog>) {
  const { act } = dialog;
  const back = (updated: Act = act) => onChange({ step: 'view', act: updated });
  switch (dialog.step) {
    case 'view':
      return (
        <ActViewModal
          act={act}
          onClose={onClose}
          onEvidence={() => onChange({ step: 'evidence', act })}
          onVerdict={(status) => onChange({ step: 'verdict', act, status })}
          onExecute={() => onChange({ step: 'execute', act })}
          onDelete={() => onChange({ step: 'delete', act })}
          onUpdated={back}
        />
      );
    case 'evidence':
      return (
        <RecordModal title={`${T.evidenceTitle}: ${act.nick}`} size="sm" onClose={() => back()}>
          <LinkList links={act.proves} aria-label={T.evidenceTitle} />
        </RecordModal>
      );
    case 'verdict':
      return (
        <ActVerdictModal act={act} status={dialog.status} onCancel={() => back()} onDone={back} />
      );
    case 'execute':
      return <ActExecuteModal act={act} onCancel={() => back()} onDone={back} />;
    case 'delete':
      return (
        <ConfirmStep
          title={T.deleteTitle}
          message={T.confirmDelete}
          confirmLabel={UI_TEXT.delete}
          mutation={{
            mutationFn: deleteAct,
            invalidates: [queryRoots.acts],
            done: () => ({ text: T.done.deleted(act.nick) }),
            onSuccess: onClose,
          }}
          input={act.id}
          onCancel={() => back()}
        />
      );
  }
}
