import {
  canTake,
  formatDateTime,
  OPERATION_TYPES,
  ORDERS_TEXT as T,
  UI_TEXT,
  validateOrderApprove,
} from '@fbi/domain';
import { Button, ExternalLink, Select } from '@fbi/ui';
import { useState } from 'react';
import { queryRoots } from '../../shared/queryKeys.ts';
import { RecordModal } from '../../shared/record/RecordModal.tsx';
import { useActionReasons } from '../../shared/useActionReasons.ts';
import { useApiMutation, recordDone } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useSession } from '../../shared/useSession.ts';
import { approveOrder, type Order } from './api.ts';
import { choice } from '../../shared/choice.ts';
import { itemsOf } from '../../shared/form/FormFields.tsx';
import { RecordStatus } from '../../shared/RecordStatus.tsx';
import { NickLink } from '../../shared/person/NickLink.tsx';

/** The operation types, plus the order's own when the list no longer has it. */
const typeItems = (current: string) =>
  itemsOf([...new Set([...OPERATION_TYPES, ...(current ? [current] : [])])]);

export interface OrderViewModalProps {
  order: Order;
  onClose: () => void;
  /** Opens the decline modal with the operation type chosen here. */
  onDecline: (operationType: string | null) => void;
}

/**
 * The view of a non-approved order (02 §2.5, §4 Order status): its fields, the operation type
 * (the requested one, which the approver may correct) and 'Выдать ордер' (operation type
 * required: 'Заполните тип операции!') or 'Отклонить' (the decline modal). Both are enabled by
 * the order machine: only from ON_CHECK and for general_counsel, deputy_director, director.
 */
export function OrderViewModal({ order, onClose, onDecline }: OrderViewModalProps) {
  const { roles } = useSession();
  const [operationType, setOperationType] = useState<string | null>(order.operationType || null);
  const issue = useFieldIssue<'operationType'>(() => validateOrderApprove({ operationType }));
  const approve = useApiMutation({
    mutationFn: approveOrder,
    invalidates: [queryRoots.orders],
    done: (approved) =>
      recordDone('/orders', approved.id, T.done.approved(approved.id, approved.author)),
    onSuccess: onClose,
  });
  const canApprove = canTake('order', 'approve', roles, order.status);
  const canDecline = canTake('order', 'decline', roles, order.status);
  const reasons = useActionReasons('order', order.status);
  const submitApprove = () => {
    if (!issue.check(validateOrderApprove({ operationType }))) return;
    approve.mutate({ id: order.id, operationType: choice(OPERATION_TYPES, operationType) });
  };

  return (
    <RecordModal
      title={T.viewTitle(order.id)}
      busy={approve.isPending}
      onClose={onClose}
      actions={
        <>
          <Button
            variant="danger"
            isDisabled={!canDecline || approve.isPending}
            disabledReason={reasons.of('decline')}
            onPress={() => onDecline(operationType)}
          >
            {T.decline}
          </Button>
          <Button
            isDisabled={!canApprove}
            disabledReason={reasons.of('approve')}
            isPending={approve.isPending}
            onPress={submitApprove}
          >
            {T.approve}
          </Button>
        </>
      }
      facts={[
        [T.status, <RecordStatus key="status" machine="order" status={order.status} />],
        [T.author, <NickLink key="author" nick={order.author} />],
        [T.faction, order.faction],
        [T.rang, order.rang],
        [T.position, order.position],
        [T.operationStart, formatDateTime(order.operationStartTime)],
        [T.description, order.description],
        [
          T.investigation,
          order.investigation ? (
            <ExternalLink key="inv" href={order.investigation}>
              {order.investigation}
            </ExternalLink>
          ) : (
            UI_TEXT.noCommentShort
          ),
        ],
        [
          T.approver,
          order.approver ? <NickLink key="approver" nick={order.approver} /> : UI_TEXT.noApprover,
        ],
        [T.comment, order.comment || UI_TEXT.noCommentShort],
      ]}
    >
      <Select
        label={T.operationType}
        isRequired
        isDisabled={!canApprove && !canDecline}
        items={typeItems(order.operationType)}
        selectedKey={operationType}
        onSelectionChange={(v) => {
          setOperationType(v);
          issue.clear('operationType');
        }}
        {...issue.fieldProps('operationType')}
      />
    </RecordModal>
  );
}
