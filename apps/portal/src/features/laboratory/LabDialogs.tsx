import { LABORATORY_TEXT as T, UI_TEXT, validateLabDecline } from '@fbi/domain';
import { queryRoots } from '../../shared/queryKeys.ts';
import { CommentStep } from '../../shared/record/CommentStep.tsx';
import { recordDone } from '../../shared/useApiMutation.ts';
import { declineLabRequest, type LabRequest } from './api.ts';
import { LabDetailModal } from './LabDetailModal.tsx';
import { LabExecuteModal } from './LabExecuteModal.tsx';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';

/** Which dialog of a laboratory row is open. */
export type LabDialog =
  | { step: 'detail'; request: LabRequest }
  | { step: 'decline'; request: LabRequest }
  | { step: 'execute'; request: LabRequest };

/**
 * The dialogs of one laboratory row (03 §2 /laboratory), one at a time: the detail modal and,
 * from its 'Изменить статус' menu, the decline ('Введите причину отклонения', required by the
 * shared comment check of 03 §5, sent as `PUT …/decline {comment}`) and the execution modals.
 * Cancelling either returns to the detail; a finished change closes them all (the list refreshes
 * in place).
 */
export function LabDialogs({ dialog, onChange, onClose }: RowDialogsProps<LabDialog>) {
  const { request } = dialog;
  const back = () => onChange({ step: 'detail', request });
  switch (dialog.step) {
    case 'decline':
      return (
        <CommentStep
          title={T.declineTitle}
          label={UI_TEXT.declineReasonPlaceholder}
          submitLabel={UI_TEXT.decline}
          submitVariant="danger"
          draftKey={`lab-decline:${request.id}`}
          rule={validateLabDecline}
          mutation={{
            mutationFn: declineLabRequest,
            invalidates: [queryRoots.laboratory, queryRoots.suspects],
            done: () => recordDone('/laboratory', request.id, T.done.declined(request.id)),
            onSuccess: onClose,
          }}
          input={(comment) => ({ id: request.id, comment })}
          onCancel={back}
        />
      );
    case 'execute':
      return <LabExecuteModal request={request} onCancel={back} onDone={onClose} />;
    case 'detail':
      return (
        <LabDetailModal
          request={request}
          onClose={onClose}
          onDecline={() => onChange({ step: 'decline', request })}
          onExecute={() => onChange({ step: 'execute', request })}
        />
      );
  }
}
