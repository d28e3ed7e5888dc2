import { MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { expectToast, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import { createModalMeta } from '../../shared/testing/modalMeta.ts';
import DeaReportCreateModal from './DeaReportCreateModal.tsx';

const ADD = '/api/v1/dea-reports/add';
const TITLE = 'Отчёт о работе DEA';

/** The DEA work report modal from the sidebar (03 §2, §5 DEA report). */
const meta = {
  title: 'Portal/Dea/DeaReportCreateModal',
  ...createModalMeta(DeaReportCreateModal, TITLE),
  parameters: { session: { role: 'agent_dea' } },
} satisfies Meta<typeof DeaReportCreateModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillRow = async (title?: string, link?: string) => {
  const dialog = await findDialog(TITLE);
  if (title) await fillText(dialog.getByRole('textbox', { name: 'Название 1' }), title);
  if (link) await fillText(dialog.getByRole('textbox', { name: 'Ссылка 1' }), link);
  return dialog;
};
const send = async (title?: string, link?: string) => {
  const dialog = await fillRow(title, link);
  await userEvent.click(dialog.getByRole('button', { name: 'Отправить' }));
  return dialog;
};

/** One empty row; it cannot be removed. */
export const Empty: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('button', { name: 'Удалить блок 1' })).toBeDisabled();
  },
};

/** Rows added. */
export const TwoRows: Story = {
  play: async () => {
    const dialog = await fillRow('Патруль', 'https://forum.example/p');
    await userEvent.click(dialog.getByRole('button', { name: 'Добавить блок' }));
    await expect(dialog.getByRole('textbox', { name: 'Название 2' })).toHaveValue('');
  },
};

/** No complete row. */
export const NoRows: Story = {
  play: async ({ args }) => {
    await send();
    await expectToast(MESSAGES.deaReportEmpty);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A half-filled row. */
export const RowIncomplete: Story = {
  play: async ({ args }) => {
    await send('Патруль');
    await expectToast(MESSAGES.deaReportRowIncomplete);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A bad link. */
export const LinkInvalid: Story = {
  play: async () => {
    await send('Патруль', 'forum');
    await expectToast(MESSAGES.deaReportRowLinkInvalid);
  },
};

/** Sent. */
export const Created: Story = {
  beforeEach({ msw }) {
    msw.use(override('post', ADD, () => ({ id: 1, achievement: null })));
  },
  play: async ({ args }) => {
    await send('Патруль', 'https://forum.example/p');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** While sending. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('post', ADD, neverAnswer));
  },
  play: async () => {
    const dialog = await send('Патруль', 'https://forum.example/p');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('post', ADD, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    const dialog = await send('Патруль', 'https://forum.example/p');
    await expectToast(message);
    await expect(dialog.getByRole('textbox', { name: 'Название 1' })).toHaveValue('Патруль');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
