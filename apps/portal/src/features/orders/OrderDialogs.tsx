import type { Order } from './api.ts';
import { OrderDeclineModal } from './OrderDeclineModal.tsx';
import { OrderViewModal } from './OrderViewModal.tsx';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';

/** Which dialog of an order row is open. */
export type OrderDialog =
  { step: 'view'; order: Order } | { step: 'decline'; order: Order; operationType: string | null };

/**
 * The dialogs of a non-approved order (02 §2.5), one at a time: the view, and from it the decline
 * modal; cancelling the decline returns to the view.
 */
export function OrderDialogs({ dialog, onChange, onClose }: RowDialogsProps<OrderDialog>) {
  const { order } = dialog;
  switch (dialog.step) {
    case 'view':
      return (
        <OrderViewModal
          order={order}
          onClose={onClose}
          onDecline={(operationType) => onChange({ step: 'decline', order, operationType })}
        />
      );
    case 'decline':
      return (
        <OrderDeclineModal
          order={order}
          operationType={dialog.operationType}
          onCancel={() => onChange({ step: 'view', order })}
          onDone={onClose}
        />
      );
  }
}
