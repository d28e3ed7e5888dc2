import { MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { chooseOption, expectToast, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import HomeCheckRequestModal from './HomeCheckRequestModal.tsx';

const ADD = '/api/v1/dea-home-check/add';
const TITLE = 'Запрос на обыск жилища';

/** The DEA home check request modal from the sidebar (03 §2, §5, §7). */
const meta = {
  title: 'Portal/Dea/HomeCheckRequestModal',
  component: HomeCheckRequestModal,
  args: { onClose: fn(), title: TITLE },
  parameters: { session: { role: 'agent_dea' } },
} satisfies Meta<typeof HomeCheckRequestModal>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Input {
  houseNo?: string;
  nick?: string;
  faction?: string;
  rang?: string;
  date?: string;
  link?: string;
}
const COMPLETE: Required<Input> = {
  houseNo: '12',
  nick: 'Tony_Montana',
  faction: 'Vagos',
  rang: 'Боец',
  date: '01112026',
  link: 'https://forum.example/ground',
};

const fill = async (input: Input) => {
  const dialog = await findDialog(TITLE);
  const text = async (label: RegExp, value?: string) => {
    if (value) await fillText(dialog.getByRole('textbox', { name: label }), value);
  };
  await text(/^Номер дома/, input.houseNo);
  await text(/^Ник проверяемого/, input.nick);
  if (input.faction) await chooseOption('Фракция', input.faction, dialog);
  if (input.rang) await chooseOption('Ранг', input.rang, dialog);
  // The date's segments take it key by key: typed.
  if (input.date)
    await userEvent.type(dialog.getAllByRole('spinbutton')[0] as HTMLElement, input.date);
  if (input.link) {
    await text(/^Ссылки на основания/, input.link);
    await userEvent.keyboard('{Enter}');
  }
  return dialog;
};
const submit = async (input: Input) => {
  const dialog = await fill(input);
  await userEvent.click(dialog.getByRole('button', { name: 'Отправить' }));
  return dialog;
};

/** The empty form. */
export const Empty: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('button', { name: /Ранг$/ })).toBeDisabled();
  },
};

/** Every field filled. */
export const Filled: Story = {
  play: async () => {
    const dialog = await fill(COMPLETE);
    await expect(dialog.getByRole('link', { name: /forum\.example\/ground/ })).toBeVisible();
  },
};

const invalid = (input: Input, message: string): Story => ({
  play: async ({ args }) => {
    await submit(input);
    await expectToast(message);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

export const HouseNoEmpty = invalid({}, MESSAGES.houseNoEmpty);
export const HouseNoTooLong = invalid({ houseNo: '1'.repeat(51) }, MESSAGES.houseNoTooLong);
export const NickFormat = invalid({ houseNo: '12', nick: 'tony' }, MESSAGES.nickFormat);
export const LinksEmpty = invalid({ ...COMPLETE, link: undefined }, MESSAGES.linksEmpty);

/** Sent. */
export const Created: Story = {
  beforeEach({ msw }) {
    msw.use(override('post', ADD, () => ({ id: 1, achievement: null })));
  },
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
    await expect(dialog.getByRole('textbox', { name: /^Номер дома/ })).toHaveValue('12');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403: the role may not request checks. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
