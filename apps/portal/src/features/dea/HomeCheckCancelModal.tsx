import { DEA_TEXT as T, validateDeaCancel } from '@fbi/domain';
import { queryRoots } from '../../shared/queryKeys.ts';
import { CommentStep } from '../../shared/record/CommentStep.tsx';
import { recordDone } from '../../shared/useApiMutation.ts';
import { cancelHomeCheck, type HomeCheck } from './api.ts';

export interface HomeCheckCancelModalProps {
  check: HomeCheck;
  /** Back to the main modal. */
  onCancel: () => void;
  /** After the check was cancelled. */
  onDone: () => void;
}

/**
 * Cancelling a home check (03 §4, §5 cancel comment, §7): a required comment (the shared comment
 * check) sent as `PUT …/update-status-comment?status=CANCELED&comment=`.
 */
export function HomeCheckCancelModal({ check, onCancel, onDone }: HomeCheckCancelModalProps) {
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
        onSuccess: onDone,
      }}
      input={(comment) => ({ id: check.id, comment })}
      onCancel={onCancel}
    />
  );
}
