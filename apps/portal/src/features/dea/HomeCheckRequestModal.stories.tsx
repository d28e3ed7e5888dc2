import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { chooseOption, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import HomeCheckRequestModal from './HomeCheckRequestModal.tsx';
import { formModalStories } from '../../shared/testing/formModalStories.ts';

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

const form = formModalStories<Input>({
  call: (answer) => override('post', ADD, answer),
  submit,
  complete: COMPLETE,
  kept: async (dialog) => {
    await expect(dialog.getByRole('textbox', { name: /^Номер дома/ })).toHaveValue('12');
  },
  answer: () => ({ id: 1, achievement: null }),
});
const invalid = form.invalid;

export const HouseNoEmpty = invalid({}, MESSAGES.houseNoEmpty);
export const HouseNoTooLong = invalid({ houseNo: '1'.repeat(51) }, MESSAGES.houseNoTooLong);
export const NickFormat = invalid({ houseNo: '12', nick: 'tony' }, MESSAGES.nickFormat);
export const LinksEmpty = invalid({ ...COMPLETE, link: undefined }, MESSAGES.linksEmpty);

/** Sent. */
export const Created = form.sent;

/** While sending. */
export const Pending = form.pending;

const failing = form.failing;

/** 403: the role may not request checks. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
