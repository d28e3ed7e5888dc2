import { INACTIVITY_TEXT as T, MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectToast, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import InactivityRequestModal from './InactivityRequestModal.tsx';

const ADD = '/api/v1/inactive/add';
const TITLE = 'Запрос инактива';

/** The inactivity request from the sidebar (02 §2.7, §5 Inactivity request). */
const meta = {
  title: 'Portal/Inactivity/InactivityRequestModal',
  component: InactivityRequestModal,
  args: { onClose: fn(), title: TITLE },
  parameters: { session: { role: 'agent_cid' } },
} satisfies Meta<typeof InactivityRequestModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types the end date (ДД.ММ.ГГГГ) and the reason when given, then sends. */
const submit = async (input: { date?: string; reason?: string }) => {
  const dialog = await findDialog(TITLE);
  if (input.date) {
    const [day] = dialog.getAllByRole('spinbutton');
    if (!day) throw new Error('the date field has no parts');
    await userEvent.click(day);
    await userEvent.keyboard(input.date);
  }
  if (input.reason) await fillText(dialog.getByRole('textbox', { name: /Причина/ }), input.reason);
  await userEvent.click(dialog.getByRole('button', { name: T.requestSubmit }));
  return dialog;
};
const COMPLETE = { date: '05122026', reason: 'Отпуск' };

/** Empty: the end date (with its "inclusive" hint) and the reason. */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText(T.dueDateHint)).toBeVisible();
  },
};

/** No end date: its message, nothing sent. */
export const InvalidDueDate: Story = {
  play: async ({ args }) => {
    await submit({ reason: 'Отпуск' });
    await expectToast(MESSAGES.dueDateEmpty);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** No reason: its message, nothing sent. */
export const InvalidReason: Story = {
  play: async ({ args }) => {
    const dialog = await submit({ date: COMPLETE.date });
    await expectToast(MESSAGES.reasonEmpty);
    await expect(dialog.getByRole('textbox', { name: /Причина/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Filled and sent: the modal closes. */
export const Sent: Story = {
  play: async ({ args }) => {
    await submit(COMPLETE);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** While it is sent: the submit button pending. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('post', ADD, neverAnswer));
  },
  play: async () => {
    const dialog = await submit(COMPLETE);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: new RegExp(T.requestSubmit) })).toHaveAttribute(
        'data-pending',
      ),
    );
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('post', ADD, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    const dialog = await submit(COMPLETE);
    await expectToast(message);
    await expect(dialog.getByRole('textbox', { name: /Причина/ })).toHaveValue('Отпуск');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403: the caller may not request an inactivity. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409: a request is already pending. */
export const Conflict = failing(409, 'У вас уже есть заявка на рассмотрении');
/** 500: the server failed. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
