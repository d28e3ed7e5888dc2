import { MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectToast, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import { sampleHomeCheck } from './fixtures.ts';
import { HomeCheckCancelModal } from './HomeCheckCancelModal.tsx';

const CANCEL = '/api/v1/dea-home-check/{id}/update-status-comment';
const TITLE = 'Отмена проверки';

/** Cancelling a home check with a comment (03 §4, §5, §7). */
const meta = {
  title: 'Portal/Dea/HomeCheckCancelModal',
  component: HomeCheckCancelModal,
  args: { check: sampleHomeCheck(), onCancel: fn(), onDone: fn() },
  parameters: { session: { role: 'head_dea' } },
} satisfies Meta<typeof HomeCheckCancelModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const send = async (comment?: string) => {
  const dialog = await findDialog(TITLE);
  if (comment) await fillText(dialog.getByRole('textbox', { name: /Причина отмены/ }), comment);
  await userEvent.click(dialog.getByRole('button', { name: 'Отменить проверку' }));
  return dialog;
};

/** The empty comment. */
export const Empty: Story = {
  play: async () => {
    await findDialog(TITLE);
  },
};

/** No comment: refused unsent. */
export const CommentMissing: Story = {
  play: async ({ args }) => {
    await send();
    await expectToast(MESSAGES.commentRequired);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Sent. */
export const Canceled: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', CANCEL, () => sampleHomeCheck({ status: 'CANCELED' })));
  },
  play: async ({ args }) => {
    await send('Нет оснований');
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
  },
};

/** While sending. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', CANCEL, neverAnswer));
  },
  play: async () => {
    const dialog = await send('Нет оснований');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('put', CANCEL, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    const dialog = await send('Нет оснований');
    await expectToast(message);
    await expect(dialog.getByRole('textbox', { name: /Причина отмены/ })).toHaveValue(
      'Нет оснований',
    );
    await expect(args.onDone).not.toHaveBeenCalled();
  },
});

/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409. */
export const Conflict = failing(
  409,
  'Нельзя отменить проверку: текущий статус «Проверка разрешена»',
);
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
