import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { chooseOption, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import TribunalActModal from './TribunalActModal.tsx';
import { formModalStories } from '../../shared/testing/formModalStories.ts';

const ADD = '/api/v1/act/add/tribunal';
const TITLE = 'Акт трибунала';

/** The tribunal act form (02 §2.2, §5 Tribunal act). */
const meta = {
  title: 'Portal/Acts/TribunalActModal',
  component: TribunalActModal,
  args: { onClose: fn(), title: TITLE },
  parameters: { session: { role: 'professional_standards_inspector' } },
} satisfies Meta<typeof TribunalActModal>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Input {
  nick?: string;
  faction?: string;
  verdict?: string;
  prove?: string;
}
const COMPLETE: Required<Input> = {
  nick: 'Ivan_Petrov',
  faction: 'LSPD',
  verdict: 'Увольнение',
  prove: 'https://forum.example/t/5',
};

const fillForm = async (input: Input) => {
  const dialog = await findDialog(TITLE);
  if (input.nick)
    await fillText(dialog.getByRole('textbox', { name: /^Ник нарушителя/ }), input.nick);
  if (input.faction) await chooseOption('Фракция', input.faction, dialog);
  if (input.verdict)
    await fillText(dialog.getByRole('textbox', { name: /^Вердикт/ }), input.verdict);
  if (input.prove) await fillText(dialog.getByRole('textbox', { name: /^Ссылка/ }), input.prove);
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
    await findDialog(TITLE);
  },
};

/** Every field filled. */
export const Filled: Story = {
  play: async () => {
    const dialog = await fillForm(COMPLETE);
    await expect(dialog.getByRole('textbox', { name: /^Вердикт/ })).toHaveValue(COMPLETE.verdict);
  },
};

const form = formModalStories<Input>({
  call: (answer) => override('post', ADD, answer),
  submit,
  complete: COMPLETE,
  kept: async (dialog) => {
    await expect(dialog.getByRole('textbox', { name: /^Вердикт/ })).toHaveValue(COMPLETE.verdict);
  },
});
const invalid = form.invalid;

export const NickEmpty = invalid({}, MESSAGES.nickEmpty);
export const NickFormat = invalid({ nick: 'Ivan' }, MESSAGES.nickFormat);
export const FactionEmpty = invalid({ nick: COMPLETE.nick }, MESSAGES.factionEmpty);
export const VerdictEmpty = invalid(
  { nick: COMPLETE.nick, faction: COMPLETE.faction },
  MESSAGES.verdictEmpty,
);
export const ProveEmpty = invalid({ ...COMPLETE, prove: undefined }, MESSAGES.proveEmpty);
export const ProveInvalid = invalid({ ...COMPLETE, prove: 'forum.example' }, MESSAGES.proveInvalid);

/** Sent: the modal closes. */
export const Created = form.sent;

/** While sending. */
export const Pending = form.pending;

const failing = form.failing;

/** 403: only professional_standards_inspector, deputy_director and director file tribunal acts. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
