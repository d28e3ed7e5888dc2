import { LABORATORY_TEXT as T, UI_TEXT, validateLabDecline } from '@fbi/domain';
import { queryRoots } from '../../shared/queryKeys.ts';
import { CommentStep } from '../../shared/record/CommentStep.tsx';
import { recordDone } from '../../shared/useApiMutation.ts';
import { declineLabRequest, type LabRequest } from './api.ts';

export interface LabDeclineModalProps {
  request: LabRequest;
  /** Back to the detail modal. */
  onCancel: () => void;
  /** After the decline was sent (the list refreshes in place). */
  onDone: () => void;
}

/**
 * The decline modal (03 §2 /laboratory): one field 'Введите причину отклонения' with Отмена and
 * Отклонить; the comment is required (03 §5, the shared comment check) and sent as
 * `PUT …/decline {comment}`.
 */
export function LabDeclineModal({ request, onCancel, onDone }: LabDeclineModalProps) {
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
        onSuccess: onDone,
      }}
      input={(comment) => ({ id: request.id, comment })}
      onCancel={onCancel}
    />
  );
}
