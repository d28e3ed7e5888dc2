import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { chooseOption, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import OfficeRequestModal from './OfficeRequestModal.tsx';
import { formModalStories } from '../../shared/testing/formModalStories.ts';

const ADD = '/api/v1/office/add';
const TITLE = 'Запросить допуск';

/** The office access request (02 §2.6, §5 Office request). */
const meta = {
  title: 'Portal/Office/OfficeRequestModal',
  component: OfficeRequestModal,
  args: { onClose: fn(), title: TITLE },
  parameters: { session: { role: 'user' } },
} satisfies Meta<typeof OfficeRequestModal>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Input {
  author?: string;
  faction?: string;
  rang?: string;
  position?: string;
  passport?: string;
  description?: string;
}
const COMPLETE: Required<Input> = {
  author: 'Walter_Brooks',
  faction: 'LSPD',
  rang: 'Лейтенант',
  position: 'Детектив',
  passport: 'https://imgur.example/p.png',
  description: 'Совместная операция',
};

const fillForm = async (input: Input) => {
  const dialog = await findDialog(TITLE);
  const fill = async (label: RegExp, value: string | undefined) => {
    if (value) await fillText(dialog.getByRole('textbox', { name: label }), value);
  };
  await fill(/^Автор/, input.author);
  if (input.faction) await chooseOption('Фракция', input.faction, dialog);
  await fill(/^Ранг/, input.rang);
  await fill(/^Должность/, input.position);
  await fill(/^Копия паспорта/, input.passport);
  await fill(/^Основание/, input.description);
  return dialog;
};
const submit = async (input: Input) => {
  const dialog = await fillForm(input);
  await userEvent.click(dialog.getByRole('button', { name: 'Отправить' }));
  return dialog;
};

/** A visitor: the author is typed. */
export const Empty: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('textbox', { name: /^Автор/ })).toBeEnabled();
  },
};

/** Logged in: the author is the session's nick, disabled. */
export const AsStaff: Story = {
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('textbox', { name: /^Автор/ })).toBeDisabled();
  },
};

/** Filled. */
export const Filled: Story = {
  play: async () => {
    const dialog = await fillForm(COMPLETE);
    await expect(dialog.getByRole('textbox', { name: /^Основание/ })).toHaveValue(
      COMPLETE.description,
    );
  },
};

const form = formModalStories<Input>({
  call: (answer) => override('post', ADD, answer),
  submit,
  complete: COMPLETE,
  kept: async (dialog) => {
    await expect(dialog.getByRole('textbox', { name: /^Автор/ })).toHaveValue(COMPLETE.author);
  },
});
const invalid = form.invalid;

export const AuthorEmpty = invalid({}, MESSAGES.authorEmpty);
export const FactionEmpty = invalid({ author: COMPLETE.author }, MESSAGES.factionEmpty);
export const RankEmpty = invalid(
  { author: COMPLETE.author, faction: COMPLETE.faction },
  MESSAGES.rankEmpty,
);
export const PositionEmpty = invalid(
  { author: COMPLETE.author, faction: COMPLETE.faction, rang: COMPLETE.rang },
  MESSAGES.positionEmpty,
);
export const PassportEmpty = invalid(
  { ...COMPLETE, passport: undefined, description: undefined },
  MESSAGES.passportEmpty,
);
export const PassportInvalid = invalid(
  { ...COMPLETE, passport: 'imgur/p.png' },
  MESSAGES.passportInvalid,
);
export const DescriptionEmpty = invalid(
  { ...COMPLETE, description: undefined },
  MESSAGES.descriptionEmpty,
);

/** Sent. */
export const Created = form.sent;

/** While sending. */
export const Pending = form.pending;

const failing = form.failing;

/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
