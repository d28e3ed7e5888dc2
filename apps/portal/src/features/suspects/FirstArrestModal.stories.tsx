import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import FirstArrestModal from './FirstArrestModal.tsx';
import { formModalStories } from '../../shared/testing/formModalStories.ts';

const ADD = '/api/v1/suspect/add';
const TITLE = 'Первый арест';

/** The first-arrest form from the sidebar (03 §2, §5 Suspect creation). */
const meta = {
  title: 'Portal/Suspects/FirstArrestModal',
  component: FirstArrestModal,
  args: { onClose: fn(), title: TITLE },
  parameters: { session: { role: 'agent_cid' } },
} satisfies Meta<typeof FirstArrestModal>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Input {
  nick?: string;
  prove?: string;
  arrest?: string;
}
const COMPLETE: Required<Input> = {
  nick: 'Tony_Montana',
  prove: 'https://forum.example/prove',
  arrest: 'https://forum.example/arrest',
};

const submit = async (input: Input) => {
  const dialog = await findDialog(TITLE);
  const fill = async (label: RegExp, value?: string) => {
    if (value) await fillText(dialog.getByRole('textbox', { name: label }), value);
  };
  await fill(/^Ник задержанного/, input.nick);
  await fill(/^Ссылка на доказательства нарушения/, input.prove);
  await fill(/^Ссылка на доказательства ареста/, input.arrest);
  await userEvent.click(dialog.getByRole('button', { name: 'Отправить' }));
  return dialog;
};

/** The empty form. */
export const Empty: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('textbox', { name: /^Ник задержанного/ })).toHaveValue('');
  },
};

const form = formModalStories<Input>({
  call: (answer) => override('post', ADD, answer),
  submit,
  complete: COMPLETE,
  kept: async (dialog) => {
    await expect(dialog.getByRole('textbox', { name: /^Ник задержанного/ })).toHaveValue(
      COMPLETE.nick,
    );
  },
  answer: () => ({ id: 1, achievement: null }),
});
const invalid = form.invalid;

export const NickEmpty = invalid({}, MESSAGES.nickEmpty);
export const NickFormat = invalid({ ...COMPLETE, nick: 'tony montana' }, MESSAGES.nickFormat);
export const ProveEmpty = invalid({ nick: COMPLETE.nick }, MESSAGES.proveEmpty);
export const ArrestInvalid = invalid(
  { ...COMPLETE, arrest: 'arrest' },
  MESSAGES.arrestProveInvalid,
);

/** Sent: the modal closes. */
export const Created = form.sent;

/** While sending: Отмена disabled. */
export const Pending = form.pending;

const failing = form.failing;

/** 403: a visitor may not record arrests. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
