import { ORDERS_TEXT as T, validateOrderDecline } from '@fbi/domain';
import { Select } from '@fbi/ui';
import { useState } from 'react';
import type { RowStepProps } from '../../shared/registry/registry.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { CommentStep } from '../../shared/record/CommentStep.tsx';
import { recordDone } from '../../shared/useApiMutation.ts';
import { declineOrder, type Order } from './api.ts';
import { operationTypeItems, sentOperationType } from './operationTypeItems.ts';

export interface OrderDeclineModalProps extends RowStepProps {
  order: Order;
  /** The operation type chosen in the view. */
  operationType: string | null;
}

/**
 * The order decline modal (02 §2.5, §5 Order decline): the reason ('Заполните причину отклонения
 * ордера!') and the operation type ('Заполните тип операции!'); `PUT …/decline` sends both.
 */
export function OrderDeclineModal({
  order,
  operationType: chosen,
  onCancel,
  onDone,
}: OrderDeclineModalProps) {
  const [operationType, setOperationType] = useState(chosen);
  return (
    <CommentStep
      title={`${T.declineTitle} №${order.id}`}
      label={T.declineReason}
      submitLabel={T.decline}
      submitVariant="danger"
      draftKey={`order-decline:${order.id}`}
      rule={(comment) =>
        validateOrderDecline({ comment, operationType: sentOperationType(operationType) })
      }
      mutation={{
        mutationFn: declineOrder,
        invalidates: [queryRoots.orders],
        done: (declined) =>
          recordDone('/orders', declined.id, T.done.declined(declined.id, declined.author)),
        onSuccess: onDone,
      }}
      input={(comment) => ({
        id: order.id,
        comment,
        operationType: sentOperationType(operationType),
      })}
      onCancel={onCancel}
    >
      {(issue) => (
        <Select
          label={T.operationType}
          isRequired
          items={operationTypeItems(chosen)}
          selectedKey={operationType}
          onSelectionChange={(v) => {
            setOperationType(v);
            issue.clear('operationType');
          }}
          {...issue.fieldProps('operationType')}
        />
      )}
    </CommentStep>
  );
}
