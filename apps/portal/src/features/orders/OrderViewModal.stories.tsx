import { DISABLED_REASON_TEXT, MESSAGES, type OperationType } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  expectDisabledWithReason,
  expectToast,
  findDialog,
} from '../../shared/testing/storyPlay.ts';
import { sampleOrder } from './fixtures.ts';
import { OrderViewModal } from './OrderViewModal.tsx';

const APPROVE = '/api/v1/order/{id}/approve';
const TITLE = 'Ордер №6001';

/** The view of a non-approved order (02 §2.5, §4 Order status, §5 Order approval). */
const meta = {
  title: 'Portal/Orders/OrderViewModal',
  component: OrderViewModal,
  args: { order: sampleOrder(), onClose: fn(), onDecline: fn() },
  parameters: { session: { role: 'general_counsel' } },
} satisfies Meta<typeof OrderViewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const approve = async () => {
  const dialog = await findDialog(TITLE);
  await userEvent.click(dialog.getByRole('button', { name: 'Выдать ордер' }));
  return dialog;
};

/** On check for general_counsel: every field, «Не назначен», «Нет»; approve and decline enabled. */
export const OnCheck: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText('Не назначен')).toBeVisible();
    await expect(dialog.getByRole('link', { name: /forum\.example/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(dialog.getByRole('button', { name: 'Выдать ордер' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Отклонить' })).toBeEnabled();
  },
};

/** Declined: the controls are disabled. */
export const Declined: Story = {
  args: {
    order: sampleOrder({ status: 'DECLINED', approver: 'Anna_Smirnova', comment: 'Нет оснований' }),
  },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText('Нет оснований')).toBeVisible();
    await expectDisabledWithReason(
      dialog.getByRole('button', { name: 'Выдать ордер' }),
      DISABLED_REASON_TEXT.finished,
    );
    await expectDisabledWithReason(dialog.getByRole('button', { name: 'Отклонить' }));
  },
};

/** No operation type: 'Заполните тип операции!', nothing sent. */
export const OperationTypeEmpty: Story = {
  args: {
    order: sampleOrder({
      // An order stored without a type (the contract now forbids it; the check stays for old rows).
      operationType: '' as OperationType,
    }),
  },
  play: async ({ args }) => {
    await approve();
    await expectToast(MESSAGES.orderOperationTypeEmpty);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Decline passes the chosen operation type on to the decline modal. */
export const Decline: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await userEvent.click(dialog.getByRole('button', { name: 'Отклонить' }));
    await expect(args.onDecline).toHaveBeenCalledWith('Обыск жилища');
  },
};

/** Approved: the modal closes. */
export const Approved: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', APPROVE, () => sampleOrder({ status: 'APPROVED' })));
  },
  play: async ({ args }) => {
    await approve();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** While approving: Decline and Close disabled. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', APPROVE, neverAnswer));
  },
  play: async () => {
    const dialog = await approve();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отклонить' })).toBeDisabled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('put', APPROVE, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    await approve();
    await expectToast(message);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409: already decided. */
export const Conflict = failing(409, 'Нельзя выдать ордер: текущий статус «Отклонено»');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
