import { MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectToast, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import { sampleLabRequest } from './fixtures.ts';
import { LabDeclineModal } from './LabDeclineModal.tsx';

const DECLINE = '/api/v1/laboratory/{id}/decline';
const TITLE = 'Отклонение запроса';

/** The decline modal (03 §2 /laboratory: 'Введите причину отклонения', Отмена / Отклонить). */
const meta = {
  title: 'Portal/Laboratory/LabDeclineModal',
  component: LabDeclineModal,
  args: { request: sampleLabRequest(), onCancel: fn(), onDone: fn() },
  parameters: { session: { role: 'criminalist' } },
} satisfies Meta<typeof LabDeclineModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const decline = async (reason?: string) => {
  const dialog = await findDialog(TITLE);
  if (reason)
    await fillText(dialog.getByRole('textbox', { name: /Введите причину отклонения/ }), reason);
  await userEvent.click(dialog.getByRole('button', { name: 'Отклонить' }));
  return dialog;
};

/** The empty field with Отмена and Отклонить. */
export const Empty: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await userEvent.click(dialog.getByRole('button', { name: 'Отмена' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** No reason: the message in the toast and under the field, nothing sent. */
export const ReasonMissing: Story = {
  play: async ({ args }) => {
    const dialog = await decline();
    await expectToast(MESSAGES.commentRequired);
    await expect(
      dialog.getByRole('textbox', { name: /Введите причину отклонения/ }),
    ).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Sent: the modal reports it done. */
export const Declined: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', DECLINE, () => sampleLabRequest({ status: 'CANCELED' })));
  },
  play: async ({ args }) => {
    await decline('Недостаточно материалов');
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
  },
};

/** While sending: Отмена disabled. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', DECLINE, neverAnswer));
  },
  play: async () => {
    const dialog = await decline('Недостаточно материалов');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('put', DECLINE, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    const dialog = await decline('Недостаточно материалов');
    await expectToast(message);
    await expect(dialog.getByRole('textbox', { name: /Введите причину отклонения/ })).toHaveValue(
      'Недостаточно материалов',
    );
    await expect(args.onDone).not.toHaveBeenCalled();
  },
});

/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409: the request is no longer on check or in progress. */
export const Conflict = failing(409, 'Нельзя отклонить запрос: текущий статус «Выполнено»');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
