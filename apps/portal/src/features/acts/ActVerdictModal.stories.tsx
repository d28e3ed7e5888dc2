import { MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectToast, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import { ActVerdictModal } from './ActVerdictModal.tsx';
import { sampleAct } from './fixtures.ts';

const VERDICT = '/api/v1/act/{id}/update/verdict';
const TITLE = /^Вердикт — статус «Ожидаем в игре»/;

/** The verdict modal (02 §2.1, §5 Act verdict). */
const meta = {
  title: 'Portal/Acts/ActVerdictModal',
  component: ActVerdictModal,
  args: { act: sampleAct(), status: 'AWAIT_IN_GAME', onCancel: fn(), onDone: fn() },
  parameters: { session: { role: 'director' } },
} satisfies Meta<typeof ActVerdictModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (verdict: string) => {
  const dialog = await findDialog(TITLE);
  if (verdict) await fillText(dialog.getByRole('textbox', { name: /Вердикт/ }), verdict);
  await userEvent.click(dialog.getByRole('button', { name: 'Сохранить' }));
  return dialog;
};

/** Empty, titled with the status it goes with. */
export const Empty: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('textbox', { name: /Вердикт/ })).toHaveValue('');
  },
};

/** With DECLINED. */
export const Decline: Story = {
  args: { status: 'DECLINED' },
  play: async () => {
    await findDialog(/^Вердикт — статус «Отклонено»/);
  },
};

/** No verdict: 'Вердикт не может быть пустым', nothing sent. */
export const VerdictEmpty: Story = {
  play: async ({ args }) => {
    await submit('');
    await expectToast(MESSAGES.verdictEmpty);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Saved: the verdict and the status are sent together. */
export const Saved: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', VERDICT, () => sampleAct({ status: 'AWAIT_IN_GAME' })));
  },
  play: async ({ args }) => {
    await submit('Понижение на 2 ранга');
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
  },
};

/** While sending: Cancel disabled. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', VERDICT, neverAnswer));
  },
  play: async () => {
    const dialog = await submit('Понижение');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('put', VERDICT, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    const dialog = await submit('Понижение');
    await expectToast(message);
    await expect(dialog.getByRole('textbox', { name: /Вердикт/ })).toHaveValue('Понижение');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
});

/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409: the act is no longer decidable. */
export const Conflict = failing(409, 'Нельзя вынести вердикт: текущий статус «Исполнено»');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
