import { MESSAGES, UI_TEXT } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { moscowKeys } from '../../shared/testing/moscowClock.ts';
import { chooseOption, expectToast, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import WarrantModal from './WarrantModal.tsx';

const RULES = 'Запросить ордер';
const FORM = 'Запрос ордера';
const HOUR = 3_600_000;

/** The warrant rules and request from the sidebar (02 §2.5, §3 Order, §5 Order request). */
const meta = {
  title: 'Portal/Orders/WarrantModal',
  component: WarrantModal,
  args: { onClose: fn(), title: RULES },
  parameters: { session: { role: 'agent_cid' } },
} satisfies Meta<typeof WarrantModal>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Input {
  author?: string;
  type?: string;
  hoursAhead?: number;
  faction?: string;
  description?: string;
  position?: string;
  rang?: string;
  investigation?: string;
}
const COMPLETE: Input = {
  type: 'Обыск жилища',
  hoursAhead: 13,
  faction: 'FBI',
  description: 'Обыск по делу 12',
  position: 'CID',
  rang: 'Агент',
};

/** Types the Moscow wall clock of `hoursAhead` from now into the date-time segments. */
const typeStart = async (dialog: Awaited<ReturnType<typeof findDialog>>, hoursAhead: number) => {
  const [day] = dialog.getAllByRole('spinbutton', { name: /день/i });
  await userEvent.click(day as HTMLElement);
  await userEvent.keyboard(moscowKeys(Date.now() + hoursAhead * HOUR + 5 * 60_000));
};

const openForm = async () => {
  const rules = await findDialog(RULES);
  await userEvent.click(rules.getByRole('button', { name: UI_TEXT.warrantRulesAccept }));
  return findDialog(FORM);
};

const fillForm = async (input: Input) => {
  const dialog = await openForm();
  const fill = async (label: RegExp, value: string | undefined) => {
    if (value) await fillText(dialog.getByRole('textbox', { name: label }), value);
  };
  await fill(/^Автор/, input.author);
  if (input.type) await chooseOption('Тип операции', input.type, dialog);
  if (input.hoursAhead !== undefined) await typeStart(dialog, input.hoursAhead);
  if (input.faction) await chooseOption('Фракция', input.faction, dialog);
  await fill(/^Описание/, input.description);
  await fill(/^Подразделение/, input.position);
  await fill(/^Должность/, input.rang);
  await fill(/^Ссылка на расследование/, input.investigation);
  return dialog;
};
const submit = async (input: Input) => {
  const dialog = await fillForm(input);
  await userEvent.click(dialog.getByRole('button', { name: 'Отправить' }));
  return dialog;
};

/** The read-only rules: 12 hours ahead, valid 24 hours; 'Я ознакомился с правилами'. */
export const Rules: Story = {
  play: async () => {
    const rules = await findDialog(RULES);
    await expect(rules.getByText(UI_TEXT.warrantRulesText)).toBeVisible();
    await expect(rules.queryByRole('textbox')).toBeNull();
  },
};

/** After the rules: the author is the session's nick, disabled. */
export const FormForAgent: Story = {
  play: async () => {
    const dialog = await openForm();
    const author = dialog.getByRole('textbox', { name: /^Автор/ });
    await expect(author).toBeDisabled();
    await expect((author as HTMLInputElement).value).not.toBe('');
  },
};

/** A visitor with no nick types the author. */
export const FormForVisitor: Story = {
  parameters: { session: { role: 'user' } },
  play: async () => {
    const dialog = await openForm();
    await expect(dialog.getByRole('textbox', { name: /^Автор/ })).toBeEnabled();
  },
};

/** Every field filled, 13 hours ahead (Moscow time). */
export const Filled: Story = {
  play: async () => {
    const dialog = await fillForm(COMPLETE);
    await expect(dialog.getByRole('textbox', { name: /^Должность/ })).toHaveValue('Агент');
  },
};

const form = formModalStories<Input>({
  call: (answer) => override('post', '/api/v1/order/add', answer),
  submit,
  complete: COMPLETE,
  kept: (dialog) =>
    expect(dialog.getByRole('textbox', { name: /^Должность/ })).toHaveValue('Агент'),
});
const invalid = form.invalid;

export const AuthorEmpty = {
  ...invalid({}, MESSAGES.authorEmpty),
  parameters: { session: { role: 'user' } },
};
export const OperationTypeEmpty = invalid({}, MESSAGES.orderOperationTypeEmpty);
export const StartEmpty = invalid({ type: COMPLETE.type }, MESSAGES.operationStartEmpty);
export const FactionEmpty = invalid({ type: COMPLETE.type, hoursAhead: 13 }, MESSAGES.factionEmpty);
export const DescriptionEmpty = invalid(
  { type: COMPLETE.type, hoursAhead: 13, faction: 'FBI' },
  MESSAGES.descriptionEmpty,
);
export const PositionEmpty = invalid(
  { ...COMPLETE, position: undefined, rang: undefined },
  MESSAGES.positionEmpty,
);
export const RankEmpty = invalid({ ...COMPLETE, rang: undefined }, MESSAGES.rankEmpty);
export const InvestigationInvalid = invalid(
  { ...COMPLETE, investigation: 'forum.example/case' },
  MESSAGES.investigationLinkInvalid,
);

/**
 * Less than 12 hours ahead: the rule's message under the start, nothing sent, no «send anyway»
 * (the server refuses such a request); the form stays filled.
 */
export const Soon: Story = {
  play: async ({ args }) => {
    const form = await submit({ ...COMPLETE, hoursAhead: 2 });
    await expectToast(MESSAGES.warrantLeadTime);
    await expect(await form.findByText(MESSAGES.warrantLeadTime)).toBeVisible();
    await expect(form.queryByRole('button', { name: /всё равно/ })).toBeNull();
    await expect(form.getByRole('textbox', { name: /^Описание/ })).toHaveValue(
      COMPLETE.description,
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** 13 hours ahead: sent, the modal closes. */
export const Created = form.sent;
/** While sending. */
export const Pending = form.pending;
/** 403. */
export const Forbidden = form.failing(403, 'У вас нет доступа к этой функции');
/** 500. */
export const ServerError = form.failing(500, 'Внутренняя ошибка сервера');
