import { DISABLED_REASON_TEXT, MESSAGES, type OperationType } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { actionStories } from '../../shared/testing/actionStories.ts';
import { recordViewStories } from '../../shared/testing/recordViewStories.ts';
import { expectToast } from '../../shared/testing/storyPlay.ts';
import { sampleOrder } from './fixtures.ts';
import { OrderViewModal, type OrderViewModalProps } from './OrderViewModal.tsx';

/** The view of a non-approved order (02 §2.5, §4 Order status, §5 Order approval). */
const meta = {
  title: 'Portal/Orders/OrderViewModal',
  component: OrderViewModal,
  args: { order: sampleOrder(), onClose: fn(), onDecline: fn() },
  parameters: { session: { role: 'general_counsel' } },
} satisfies Meta<typeof OrderViewModal>;

export default meta;

const view = recordViewStories<OrderViewModalProps>('Ордер №6001');
const approve = async () => userEvent.click(await view.button('Выдать ордер'));

/** On check for general_counsel: every field, «Не назначен», «Нет»; approve and decline enabled. */
export const OnCheck = view.variant({
  shows: ['Не назначен'],
  enabled: ['Выдать ордер', 'Отклонить'],
  then: (_args, dialog) =>
    expect(dialog.getByRole('link', { name: /forum\.example/ })).toHaveAttribute(
      'target',
      '_blank',
    ),
});

/** Declined: the controls are disabled. */
export const Declined = view.variant({
  args: {
    order: sampleOrder({ status: 'DECLINED', approver: 'Anna_Smirnova', comment: 'Нет оснований' }),
  },
  shows: ['Нет оснований'],
  disabled: [['Выдать ордер', DISABLED_REASON_TEXT.finished], 'Отклонить'],
});

/** No operation type: 'Заполните тип операции!', nothing sent. */
export const OperationTypeEmpty = view.variant({
  args: {
    order: sampleOrder({
      // An order stored without a type (the contract now forbids it; the check stays for old rows).
      operationType: '' as OperationType,
    }),
  },
  then: async (args) => {
    await approve();
    await expectToast(MESSAGES.orderOperationTypeEmpty);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** A type the list no longer has: shown as requested, but approving asks for a current one. */
export const OperationTypeRetired = view.variant({
  args: { order: sampleOrder({ operationType: 'Облава' as OperationType }) },
  then: async (args, dialog) => {
    await expect(dialog.getByRole('button', { name: /Тип операции/ })).toHaveTextContent('Облава');
    await approve();
    await expectToast(MESSAGES.orderOperationTypeEmpty);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** Decline passes the chosen operation type on to the decline modal. */
export const Decline = view.pressed('Отклонить', (args) => args.onDecline, 'Обыск жилища');

const approval = actionStories<OrderViewModalProps>({
  press: approve,
  call: (answer) => override('put', '/api/v1/order/{id}/approve', answer),
  answer: () => sampleOrder({ status: 'APPROVED' }),
  callback: (args) => args.onClose,
  pending: () => waitFor(async () => expect(await view.button('Отклонить')).toBeDisabled()),
});

/** Approved: the modal closes. */
export const Approved = approval.done;
/** While approving: Decline and Close disabled. */
export const Pending = approval.pending;
/** 403. */
export const Forbidden = approval.failing(403, 'У вас нет доступа к этой функции');
/** 409: already decided. */
export const Conflict = approval.failing(409, 'Нельзя выдать ордер: текущий статус «Отклонено»');
/** 500. */
export const ServerError = approval.failing(500, 'Внутренняя ошибка сервера');
