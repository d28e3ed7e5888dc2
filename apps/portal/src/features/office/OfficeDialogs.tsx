import { OFFICE_TEXT as T, UI_TEXT, validateOfficeDecline } from '@fbi/domain';
import { queryRoots } from '../../shared/queryKeys.ts';
import { CommentStep } from '../../shared/record/CommentStep.tsx';
import { ConfirmStep } from '../../shared/record/ConfirmStep.tsx';
import { recordDone } from '../../shared/useApiMutation.ts';
import {
  declineOfficeRequest,
  deleteOfficeRequest,
  withdrawOfficeLevel,
  type OfficeRequest,
} from './api.ts';
import { OfficeLevelModal } from './OfficeLevelModal.tsx';
import { OfficeViewModal } from './OfficeViewModal.tsx';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';

/** Which dialog of an office row is open. */
export type OfficeDialog =
  | { step: 'view'; request: OfficeRequest }
  | { step: 'decline'; request: OfficeRequest }
  | { step: 'level'; request: OfficeRequest; mode: 'issue' | 'change' }
  | { step: 'withdraw'; request: OfficeRequest }
  | { step: 'delete'; request: OfficeRequest };

/**
 * The dialogs of one office request (02 §2.6), one at a time: the view, and from it the decline
 * (02 §5: "a shared comment check whose wording is not shown", ours 'Комментарий не может быть
 * пустым'; `PUT …/decline?comment=`), the level choice (back to the view with the new level), the confirmation that withdraws the
 * level (back to the view, on check) and the delete confirmation.
 */
export function OfficeDialogs({ dialog, onChange, onClose }: RowDialogsProps<OfficeDialog>) {
  const { request } = dialog;
  const back = (updated: OfficeRequest = request) => onChange({ step: 'view', request: updated });
  switch (dialog.step) {
    case 'view':
      return (
        <OfficeViewModal
          request={request}
          onClose={onClose}
          onDecline={() => onChange({ step: 'decline', request })}
          onIssueLevel={() => onChange({ step: 'level', request, mode: 'issue' })}
          onChangeLevel={() => onChange({ step: 'level', request, mode: 'change' })}
          onWithdrawLevel={() => onChange({ step: 'withdraw', request })}
          onDelete={() => onChange({ step: 'delete', request })}
        />
      );
    case 'decline':
      return (
        <CommentStep
          title={`${T.declineTitle}: ${request.author}`}
          label={T.comment}
          submitLabel={T.decline}
          submitVariant="danger"
          draftKey={`office-decline:${request.id}`}
          rule={validateOfficeDecline}
          mutation={{
            mutationFn: declineOfficeRequest,
            invalidates: [queryRoots.office],
            done: () => recordDone('/office', request.id, T.done.declined(request.author)),
            onSuccess: onClose,
          }}
          input={(comment) => ({ id: request.id, comment })}
          onCancel={() => back()}
        />
      );
    case 'level':
      return (
        <OfficeLevelModal
          request={request}
          mode={dialog.mode}
          onCancel={() => back()}
          onDone={back}
        />
      );
    case 'withdraw':
      return (
        <ConfirmStep
          title={T.withdrawTitle}
          message={T.confirmWithdraw(request.author)}
          confirmLabel={T.withdrawLevel}
          mutation={{
            mutationFn: withdrawOfficeLevel,
            invalidates: [queryRoots.office],
            done: (updated) => recordDone('/office', updated.id, T.done.withdrawn(updated.author)),
            onSuccess: (updated) => back(updated),
          }}
          input={request.id}
          onCancel={() => back()}
        />
      );
    case 'delete':
      return (
        <ConfirmStep
          title={T.deleteTitle}
          message={T.confirmDelete(request.author)}
          confirmLabel={UI_TEXT.delete}
          mutation={{
            mutationFn: deleteOfficeRequest,
            invalidates: [queryRoots.office],
            done: () => ({ text: T.done.deleted(request.author) }),
            onSuccess: onClose,
          }}
          input={request.id}
          onCancel={() => back()}
        />
      );
  }
}
