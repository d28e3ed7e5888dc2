import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { chooseOption, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
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

const form = formModalStories<Input>({
  call: (answer) => override('post', ADD, answer),
  submit,
  complete: COMPLETE,
  kept: async (dialog) => {
    await expect(dialog.getByRole('textbox', { name: /^Ник нарушителя/ })).toHaveValue(
      COMPLETE.nick,
    );
  },
});
const invalid = form.invalid;

export const NickEmpty = invalid({}, MESSAGES.nickEmpty);
export const NickFormat = invalid({ nick: 'ivan petrov' }, MESSAGES.nickFormat);
export const FactionEmpty = invalid({ nick: COMPLETE.nick }, MESSAGES.factionEmpty);
export const DescriptionEmpty = invalid(
  { nick: COMPLETE.nick, faction: COMPLETE.faction },
  MESSAGES.descriptionEmpty,
);
export const LinksEmpty = invalid({ ...COMPLETE, link: undefined }, MESSAGES.linksEmpty);

/** Sent: the modal closes. */
export const Created = form.sent;

/** While sending. */
export const Pending = form.pending;

const failing = form.failing;

/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 500: the form stays filled. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
