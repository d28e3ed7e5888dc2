import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { commentDialogStories } from '../../shared/testing/commentDialogStories.ts';
import { expectToast, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import { sampleOrder } from './fixtures.ts';
import { OrderDeclineModal, type OrderDeclineModalProps } from './OrderDeclineModal.tsx';

const TITLE = 'Отклонение ордера №6001';

/** The order decline modal (02 §2.5, §5 Order decline). */
const meta = {
  title: 'Portal/Orders/OrderDeclineModal',
  component: OrderDeclineModal,
  args: {
    order: sampleOrder(),
    operationType: 'Обыск жилища',
    onCancel: fn(),
    onDone: fn(),
  },
  parameters: { session: { role: 'director' } },
} satisfies Meta<typeof OrderDeclineModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const decline = commentDialogStories<OrderDeclineModalProps>({
  title: TITLE,
  field: /Причина/,
  submit: 'Отклонить',
  call: (answer) => override('put', '/api/v1/order/{id}/decline', answer),
  answer: () => sampleOrder({ status: 'DECLINED' }),
  required: MESSAGES.orderDeclineReasonEmpty,
  callback: (args) => args.onDone,
  cancelled: (args) => expect(args.onCancel).toHaveBeenCalled(),
});

/** Empty reason, focused, the operation type carried over; Отмена goes back. */
export const Empty = {
  ...decline.empty,
  play: async (context) => {
    await decline.empty.play(context);
    await expect(
      (await findDialog(TITLE)).getByRole('button', { name: /Тип операции$/ }),
    ).toHaveTextContent('Обыск жилища');
  },
} satisfies typeof decline.empty;

/** No reason: 'Заполните причину отклонения ордера!'. */
export const ReasonEmpty = decline.invalid;
/** A reason typed after the refusal: the message under the field is gone. */
export const ReasonTyped = decline.filled;

/** No operation type: 'Заполните тип операции!'. */
export const OperationTypeEmpty: Story = {
  args: { operationType: null },
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await fillText(dialog.getByRole('textbox', { name: /Причина/ }), 'Нет оснований');
    await userEvent.click(dialog.getByRole('button', { name: 'Отклонить' }));
    await expectToast(MESSAGES.orderOperationTypeEmpty);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** A type the list no longer has: shown as carried over, but declining asks for a current one. */
export const OperationTypeRetired: Story = {
  args: { operationType: 'Облава' },
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('button', { name: /Тип операции$/ })).toHaveTextContent('Облава');
    await fillText(dialog.getByRole('textbox', { name: /Причина/ }), 'Нет оснований');
    await userEvent.click(dialog.getByRole('button', { name: 'Отклонить' }));
    await expectToast(MESSAGES.orderOperationTypeEmpty);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Declined. */
export const Declined = decline.sent;
/** While sending. */
export const Pending = decline.pending;
/** 403. */
export const Forbidden = decline.failing(403, 'У вас нет доступа к этой функции');
/** 409. */
export const Conflict = decline.failing(
  409,
  'Нельзя отклонить ордер: текущий статус «Ордер выдан»',
);
/** 500. */
export const ServerError = decline.failing(500, 'Внутренняя ошибка сервера');
