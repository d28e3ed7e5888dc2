import { MESSAGES, NATIONAL_SECURITY_TEXT as T } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { chooseOption, expectToast, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import NationalSecurityCreateModal from './NationalSecurityCreateModal.tsx';

const ADD = '/api/v1/national-security/add';
const TITLE = 'Оценка безопасности';
const SUBMIT = new RegExp(T.createSubmit);

/** The national security report form from the sidebar (02 §2.8, §5 National security). */
const meta = {
  title: 'Portal/NationalSecurity/NationalSecurityCreateModal',
  component: NationalSecurityCreateModal,
  args: { onClose: fn(), title: TITLE },
  parameters: { session: { role: 'national_security_advisor' } },
} satisfies Meta<typeof NationalSecurityCreateModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillForm = async (input: { faction?: string; description?: string; mark?: string }) => {
  const dialog = await findDialog(TITLE);
  if (input.faction) await chooseOption('Фракция', input.faction, dialog);
  if (input.description)
    await fillText(dialog.getByRole('textbox', { name: /Описание/ }), input.description);
  if (input.mark) await chooseOption('Оценка', input.mark, dialog);
  await userEvent.click(dialog.getByRole('button', { name: SUBMIT }));
  return dialog;
};
const COMPLETE = { faction: 'LSPD', description: 'Обстановка стабильная', mark: '7/10' };

/** Empty: faction, description, mark (0/10 … 10/10). */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('textbox', { name: /Описание/ })).toHaveValue('');
  },
};

/** No faction: its message, nothing sent. */
export const InvalidFaction: Story = {
  play: async ({ args }) => {
    await fillForm({});
    await expectToast(MESSAGES.factionEmpty);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** No description: its message. */
export const InvalidDescription: Story = {
  play: async () => {
    await fillForm({ faction: 'LSPD' });
    await expectToast(MESSAGES.descriptionEmpty);
  },
};

/** No mark: its message. */
export const InvalidMark: Story = {
  play: async () => {
    await fillForm({ faction: 'LSPD', description: 'Текст' });
    await expectToast(MESSAGES.markEmpty);
  },
};

/** Filled and sent. */
export const Sent: Story = {
  play: async ({ args }) => {
    await fillForm(COMPLETE);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** While it is sent. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('post', ADD, neverAnswer));
  },
  play: async () => {
    const dialog = await fillForm(COMPLETE);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: SUBMIT })).toHaveAttribute('data-pending'),
    );
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('post', ADD, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    const dialog = await fillForm(COMPLETE);
    await expectToast(message);
    await expect(dialog.getByRole('textbox', { name: /Описание/ })).toHaveValue(
      COMPLETE.description,
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403: the caller may not file reports. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409. */
export const Conflict = failing(409, 'Отчёт уже подан');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
