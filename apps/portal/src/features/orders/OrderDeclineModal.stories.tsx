import { MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectToast, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import { sampleOrder } from './fixtures.ts';
import { OrderDeclineModal } from './OrderDeclineModal.tsx';

const DECLINE = '/api/v1/order/{id}/decline';
const TITLE = 'Отклонение ордера №6001';

/** The order decline modal (02 §2.5, §5 Order decline). */
const meta = {
  title: 'Portal/Orders/OrderDeclineModal',
  component: OrderDeclineModal,
  args: {
    order: sampleOrder(),
    operationType: 'Обыск жилища',
    onCancel: fn(),
    onDeclined: fn(),
  },
  parameters: { session: { role: 'director' } },
} satisfies Meta<typeof OrderDeclineModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (reason: string) => {
  const dialog = await findDialog(TITLE);
  if (reason) await fillText(dialog.getByRole('textbox', { name: /Причина/ }), reason);
  await userEvent.click(dialog.getByRole('button', { name: 'Отклонить' }));
  return dialog;
};

/** Empty reason, the operation type carried over. */
export const Empty: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('button', { name: /Тип операции$/ })).toHaveTextContent(
      'Обыск жилища',
    );
  },
};

/** No reason: 'Заполните причину отклонения ордера!'. */
export const ReasonEmpty: Story = {
  play: async ({ args }) => {
    await submit('');
    await expectToast(MESSAGES.orderDeclineReasonEmpty);
    await expect(args.onDeclined).not.toHaveBeenCalled();
  },
};

/** No operation type: 'Заполните тип операции!'. */
export const OperationTypeEmpty: Story = {
  args: { operationType: null },
  play: async ({ args }) => {
    await submit('Нет оснований');
    await expectToast(MESSAGES.orderOperationTypeEmpty);
    await expect(args.onDeclined).not.toHaveBeenCalled();
  },
};

/** Declined. */
export const Declined: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', DECLINE, () => sampleOrder({ status: 'DECLINED' })));
  },
  play: async ({ args }) => {
    await submit('Нет оснований');
    await waitFor(() => expect(args.onDeclined).toHaveBeenCalled());
  },
};

/** While sending. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', DECLINE, neverAnswer));
  },
  play: async () => {
    const dialog = await submit('Нет оснований');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('put', DECLINE, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    const dialog = await submit('Нет оснований');
    await expectToast(message);
    await expect(dialog.getByRole('textbox', { name: /Причина/ })).toHaveValue('Нет оснований');
    await expect(args.onDeclined).not.toHaveBeenCalled();
  },
});

/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409. */
export const Conflict = failing(409, 'Нельзя отклонить ордер: текущий статус «Ордер выдан»');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
