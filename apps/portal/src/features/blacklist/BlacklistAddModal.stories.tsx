import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chooseOption, fillText, findDialog, page } from '../../shared/testing/storyPlay.ts';
import BlacklistAddModal from './BlacklistAddModal.tsx';
import { formModalStories } from '../../shared/testing/formModalStories.ts';

const ADD = '/api/v1/blacklist/add';
const TITLE = 'Добавить в чёрный список';

/** The blacklist add form (02 §2.4, §5 Blacklist). */
const meta = {
  title: 'Portal/Blacklist/BlacklistAddModal',
  component: BlacklistAddModal,
  args: { onClose: fn(), title: TITLE },
  parameters: { session: { role: 'director' } },
} satisfies Meta<typeof BlacklistAddModal>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Input {
  nick?: string;
  reason?: string;
  period?: string;
}
const COMPLETE: Required<Input> = { nick: 'Ivan_Petrov', reason: '12.1 УК', period: '3 дня' };

const fillForm = async (input: Input) => {
  const dialog = await findDialog(TITLE);
  if (input.nick) await fillText(dialog.getByRole('textbox', { name: /^Ник/ }), input.nick);
  if (input.reason) await fillText(dialog.getByRole('textbox', { name: /^Причина/ }), input.reason);
  if (input.period) await chooseOption('Срок', input.period, dialog);
  return dialog;
};
const submit = async (input: Input) => {
  const dialog = await fillForm(input);
  await userEvent.click(dialog.getByRole('button', { name: 'Добавить' }));
  return dialog;
};

/** Empty; the period list offers 1–7 days in plurals. */
export const Empty: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await userEvent.click(dialog.getByRole('button', { name: /Срок$/ }));
    const listbox = within(await page().findByRole('listbox'));
    const options = listbox.getAllByRole('option').map((o) => o.textContent?.trim());
    await expect(options).toEqual([
      '1 день',
      '2 дня',
      '3 дня',
      '4 дня',
      '5 дней',
      '6 дней',
      '7 дней',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

/** Filled. */
export const Filled: Story = {
  play: async () => {
    const dialog = await fillForm(COMPLETE);
    await expect(dialog.getByRole('button', { name: /Срок$/ })).toHaveTextContent('3 дня');
  },
};

const form = formModalStories<Input>({
  call: (answer) => override('post', ADD, answer),
  submit,
  complete: COMPLETE,
  kept: async (dialog) => {
    await expect(dialog.getByRole('textbox', { name: /^Ник/ })).toHaveValue(COMPLETE.nick);
  },
});
const invalid = form.invalid;

export const NickEmpty = invalid({}, MESSAGES.nickEmpty);
export const NickFormat = invalid({ nick: 'ivan_petrov' }, MESSAGES.nickFormat);
export const ReasonEmpty = invalid({ nick: COMPLETE.nick }, MESSAGES.reasonEmpty);
export const PeriodEmpty = invalid(
  { nick: COMPLETE.nick, reason: COMPLETE.reason },
  MESSAGES.blacklistPeriodInvalid,
);

/** Sent: the modal closes. */
export const Created = form.sent;

/** While sending. */
export const Pending = form.pending;

const failing = form.failing;

/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
