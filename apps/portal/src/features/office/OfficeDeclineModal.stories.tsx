import { MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectToast, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import { sampleOfficeRequest } from './fixtures.ts';
import { OfficeDeclineModal } from './OfficeDeclineModal.tsx';

const DECLINE = '/api/v1/office/{id}/decline';
const TITLE = 'Отклонение заявки: John_Walker';

/** The office decline with a comment (02 §2.6, §5). */
const meta = {
  title: 'Portal/Office/OfficeDeclineModal',
  component: OfficeDeclineModal,
  args: { request: sampleOfficeRequest(), onCancel: fn(), onDeclined: fn() },
  parameters: { session: { role: 'head_internal_security_department' } },
} satisfies Meta<typeof OfficeDeclineModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (comment: string) => {
  const dialog = await findDialog(TITLE);
  if (comment) await fillText(dialog.getByRole('textbox', { name: /Комментарий/ }), comment);
  await userEvent.click(dialog.getByRole('button', { name: 'Отклонить' }));
  return dialog;
};

/** Empty. */
export const Empty: Story = {
  play: async () => {
    await findDialog(TITLE);
  },
};

/** No comment: the shared comment check, nothing sent. */
export const CommentEmpty: Story = {
  play: async ({ args }) => {
    await submit('');
    await expectToast(MESSAGES.commentRequired);
    await expect(args.onDeclined).not.toHaveBeenCalled();
  },
};

/** Declined. */
export const Declined: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', DECLINE, () => sampleOfficeRequest({ status: 'DECLINED' })));
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
    await expect(dialog.getByRole('textbox', { name: /Комментарий/ })).toHaveValue('Нет оснований');
    await expect(args.onDeclined).not.toHaveBeenCalled();
  },
});

/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409. */
export const Conflict = failing(409, 'Нельзя отклонить заявку: текущий статус «Допуск выдан»');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
