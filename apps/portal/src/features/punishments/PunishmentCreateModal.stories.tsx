import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { chooseOption, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import PunishmentCreateModal from './PunishmentCreateModal.tsx';
import { formModalStories } from '../../shared/testing/formModalStories.ts';

const ADD = '/api/v1/punishment/add';
const TITLE = 'Выдать наказание';

/** The punishment creation modal from the sidebar (02 §3, §5 Punishment creation). */
const meta = {
  title: 'Portal/Punishments/PunishmentCreateModal',
  component: PunishmentCreateModal,
  args: { onClose: fn(), title: TITLE },
  parameters: { session: { role: 'professional_standards_inspector' } },
} satisfies Meta<typeof PunishmentCreateModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What to fill in; an omitted field stays empty. */
interface Input {
  nick?: string;
  faction?: string;
  article?: string;
  type?: string;
  rangCount?: string;
  link?: string;
  proof?: string;
}

const COMPLETE: Required<Input> = {
  nick: 'Ivan_Petrov',
  faction: 'LSPD',
  article: '12.1 УК',
  type: 'Понижение',
  rangCount: '2',
  link: 'https://forum.example/t/1',
  proof: 'https://forum.example/t/2',
};

const fillForm = async (input: Input) => {
  const dialog = await findDialog(TITLE);
  /** Fills a text field; `enter` then presses Enter, which adds the value to its list. */
  const fill = async (label: RegExp, value: string | undefined, enter = false) => {
    if (value === undefined) return;
    await fillText(dialog.getByRole('textbox', { name: label }), value);
    if (enter) await userEvent.keyboard('{Enter}');
  };
  await fill(/^Ник нарушителя/, input.nick);
  if (input.faction) await chooseOption('Фракция', input.faction, dialog);
  await fill(/^Статьи нарушений/, input.article, true);
  if (input.type) await chooseOption('Тип наказания', input.type, dialog);
  // A number field, which checks its input key by key: typed.
  if (input.rangCount !== undefined)
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Количество рангов/ }),
      input.rangCount,
    );
  await fill(/^Доказательства нарушения/, input.link, true);
  await fill(/^Доказательство наказания/, input.proof);
  return dialog;
};

const submit = async (input: Input) => {
  const dialog = await fillForm(input);
  await userEvent.click(dialog.getByRole('button', { name: 'Выдать' }));
  return dialog;
};

/** The empty form: no rank count until the type is a demotion. */
export const Empty: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.queryByRole('textbox', { name: /^Количество рангов/ })).toBeNull();
  },
};

/** Every field filled, a demotion by 2 ranks, not yet sent. */
export const Filled: Story = {
  play: async () => {
    const dialog = await fillForm(COMPLETE);
    await expect(dialog.getByRole('textbox', { name: /^Количество рангов/ })).toHaveValue('2');
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
export const ArticlesEmpty = invalid(
  { nick: COMPLETE.nick, faction: COMPLETE.faction },
  MESSAGES.actCautionsEmpty,
);
export const TypeEmpty = invalid(
  { nick: COMPLETE.nick, faction: COMPLETE.faction, article: COMPLETE.article },
  MESSAGES.punishmentTypeEmpty,
);
export const DemotionWithoutRanks = invalid(
  { ...COMPLETE, rangCount: undefined },
  MESSAGES.demotionRanksRequired,
);
export const LinksEmpty = invalid({ ...COMPLETE, link: undefined }, MESSAGES.linksEmpty);
export const ProofEmpty = invalid({ ...COMPLETE, proof: undefined }, MESSAGES.punishmentProveEmpty);
export const ProofInvalid = invalid(
  { ...COMPLETE, proof: 'forum.example/t/2' },
  MESSAGES.punishmentProveInvalid,
);

/** Sent: the modal closes. */
export const Created = form.sent;

/** While sending: the submit button pending, Cancel disabled. */
export const Pending = form.pending;

const failing = form.failing;

/** 403: the caller's roles may not add punishments. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 500: the server failed; the form stays filled. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
