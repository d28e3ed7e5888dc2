import { MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { chooseOption, expectToast, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import OfficeRequestModal from './OfficeRequestModal.tsx';

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

const invalid = (input: Input, message: string): Story => ({
  play: async ({ args }) => {
    await submit(input);
    await expectToast(message);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

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
    await expect(dialog.getByRole('textbox', { name: /^Автор/ })).toHaveValue(COMPLETE.author);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
