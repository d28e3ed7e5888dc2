import { MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { chooseOption, expectToast, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import ActCreateModal from './ActCreateModal.tsx';

const ADD = '/api/v1/act/add';
const TITLE = 'Акт нарушения';

/** The offence act form from the sidebar (02 §2.3, §5 Act). */
const meta = {
  title: 'Portal/Acts/ActCreateModal',
  component: ActCreateModal,
  args: { onClose: fn(), title: TITLE },
  parameters: { session: { role: 'agent_cid' } },
} satisfies Meta<typeof ActCreateModal>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Input {
  nick?: string;
  faction?: string;
  description?: string;
  link?: string;
}
const COMPLETE: Required<Input> = {
  nick: 'Ivan_Petrov',
  faction: 'LSPD',
  description: 'Оскорбление сотрудника',
  link: 'https://forum.example/t/1',
};

const fillForm = async (input: Input) => {
  const dialog = await findDialog(TITLE);
  if (input.nick)
    await fillText(dialog.getByRole('textbox', { name: /^Ник нарушителя/ }), input.nick);
  if (input.faction) await chooseOption('Фракция', input.faction, dialog);
  if (input.description)
    await fillText(dialog.getByRole('textbox', { name: /^Описание/ }), input.description);
  if (input.link) {
    await fillText(dialog.getByRole('textbox', { name: /^Доказательства/ }), input.link);
    await userEvent.keyboard('{Enter}');
  }
  return dialog;
};
const submit = async (input: Input) => {
  const dialog = await fillForm(input);
  await userEvent.click(dialog.getByRole('button', { name: 'Отправить' }));
  return dialog;
};

/** The empty form. */
export const Empty: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('textbox', { name: /^Ник нарушителя/ })).toHaveValue('');
  },
};

/** Every field filled, not yet sent. */
export const Filled: Story = {
  play: async () => {
    const dialog = await fillForm(COMPLETE);
    await expect(dialog.getByRole('link', { name: /forum\.example/ })).toBeVisible();
  },
};

const invalid = (input: Input, message: string): Story => ({
  play: async ({ args }) => {
    await submit(input);
    await expectToast(message);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

export const NickEmpty = invalid({}, MESSAGES.nickEmpty);
export const NickFormat = invalid({ nick: 'ivan petrov' }, MESSAGES.nickFormat);
export const FactionEmpty = invalid({ nick: COMPLETE.nick }, MESSAGES.factionEmpty);
export const DescriptionEmpty = invalid(
  { nick: COMPLETE.nick, faction: COMPLETE.faction },
  MESSAGES.descriptionEmpty,
);
export const LinksEmpty = invalid({ ...COMPLETE, link: undefined }, MESSAGES.linksEmpty);

/** Sent: the modal closes. */
export const Created: Story = {
  play: async ({ args }) => {
    await submit(COMPLETE);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** While sending. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('post', ADD, neverAnswer));
  },
  play: async () => {
    const dialog = await submit(COMPLETE);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('post', ADD, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    const dialog = await submit(COMPLETE);
    await expectToast(message);
    await expect(dialog.getByRole('textbox', { name: /^Ник нарушителя/ })).toHaveValue(
      COMPLETE.nick,
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 500: the form stays filled. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
