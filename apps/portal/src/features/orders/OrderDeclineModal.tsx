import { OPERATION_TYPES, ORDERS_TEXT as T, recordHref, validateOrderDecline } from '@fbi/domain';
import { FormModal, Select, TextArea } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { declineOrder, type Order } from './api.ts';
import { choice } from '../../shared/choice.ts';

const TYPE_ITEMS = OPERATION_TYPES.map((t) => ({ id: t, label: t }));

/** The decline form while typing. */
interface DeclineValues {
  comment: string;
  operationType: string | null;
}

export interface OrderDeclineModalProps {
  order: Order;
  /** The operation type chosen in the view. */
  operationType: string | null;
  onCancel: () => void;
  /** After the decline was saved. */
  onDeclined: () => void;
}

/**
 * The order decline modal (02 §2.5, §5 Order decline): the reason ('Заполните причину отклонения
 * ордера!') and the operation type ('Заполните тип операции!'); `PUT …/decline` sends both. The
 * typed reason is kept as a draft per order until it is sent.
 */
export function OrderDeclineModal({
  order,
  operationType,
  onCancel,
  onDeclined,
}: OrderDeclineModalProps) {
  const draft = useFormDraft<DeclineValues>(`order-decline:${order.id}`, {
    comment: '',
    operationType,
  });
  const { values, setValues } = draft;
  const issue = useFieldIssue<keyof DeclineValues>(() => validateOrderDecline(values));
  const decline = useApiMutation({
    mutationFn: declineOrder,
    invalidates: [queryRoots.orders],
    done: (declined) => ({
      text: T.done.declined(declined.id, declined.author),
      href: recordHref('/orders', declined.id),
    }),
    onSuccess: () => {
      draft.clear();
      onDeclined();
    },
  });
  const submit = () => {
    if (!issue.check(validateOrderDecline(values))) return;
    decline.mutate({
      id: order.id,
      comment: values.comment.trim(),
      operationType: choice(OPERATION_TYPES, values.operationType),
    });
  };
  return (
    <FormModal
      title={`${T.declineTitle} №${order.id}`}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={T.decline}
      submitVariant="danger"
      isPending={decline.isPending}
    >
      <TextArea
        label={T.declineReason}
        isRequired
        rows={3}
        value={values.comment}
        onChange={(comment) => {
          setValues({ ...values, comment });
          issue.clear('comment');
        }}
        {...issue.fieldProps('comment')}
      />
      <Select
        label={T.operationType}
        isRequired
        items={TYPE_ITEMS}
        selectedKey={values.operationType}
        onSelectionChange={(v) => {
          setValues({ ...values, operationType: v });
          issue.clear('operationType');
        }}
        {...issue.fieldProps('operationType')}
      />
    </FormModal>
  );
}
