import { OFFICE_TEXT as T, validateOfficeDecline } from '@fbi/domain';
import { queryRoots } from '../../shared/queryKeys.ts';
import { CommentStep } from '../../shared/record/CommentStep.tsx';
import { recordDone } from '../../shared/useApiMutation.ts';
import { declineOfficeRequest, type OfficeRequest } from './api.ts';

export interface OfficeDeclineModalProps {
  request: OfficeRequest;
  onCancel: () => void;
  /** After the decline was saved. */
  onDeclined: () => void;
}

/**
 * The office decline (02 §2.6, §5: "a shared comment check whose wording is not shown", ours
 * 'Комментарий не может быть пустым'); `PUT …/decline?comment=`.
 */
export function OfficeDeclineModal({ request, onCancel, onDeclined }: OfficeDeclineModalProps) {
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
        onSuccess: onDeclined,
      }}
      input={(comment) => ({ id: request.id, comment })}
      onCancel={onCancel}
    />
  );
}
