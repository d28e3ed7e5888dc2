import { MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import { pressAtPoint } from '@fbi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { chooseOption, expectToast, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import { ActExecuteModal } from './ActExecuteModal.tsx';
import { sampleAct } from './fixtures.ts';

const EXECUTE = '/api/v1/act/{id}/update/expanded';
const TITLE = 'Исполнение акта: Ivan_Petrov';

/** The act execution modal (02 §2.1, §5 Act execution). */
const meta = {
  title: 'Portal/Acts/ActExecuteModal',
  component: ActExecuteModal,
  args: { act: sampleAct({ status: 'AWAIT_IN_GAME' }), onCancel: fn(), onSaved: fn() },
  parameters: { session: { role: 'professional_standards_inspector' } },
} satisfies Meta<typeof ActExecuteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Input {
  article?: string;
  type?: string;
  rangCount?: string;
  proof?: string;
}
const COMPLETE: Required<Input> = {
  article: '12.1 УК',
  type: 'Понижение',
  rangCount: '2',
  proof: 'https://forum.example/p/1',
};

const fillForm = async (input: Input) => {
  const dialog = await findDialog(TITLE);
  if (input.article) {
    await fillText(dialog.getByRole('textbox', { name: /^Статьи нарушений/ }), input.article);
    await userEvent.keyboard('{Enter}');
  }
  if (input.type) await chooseOption('Тип наказания', input.type, dialog);
  // A number field, which checks its input key by key: typed.
  if (input.rangCount)
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Количество рангов/ }),
      input.rangCount,
    );
  if (input.proof)
    await fillText(dialog.getByRole('textbox', { name: /^Доказательство наказания/ }), input.proof);
  return dialog;
};
const submit = async (input: Input) => {
  const dialog = await fillForm(input);
  await userEvent.click(dialog.getByRole('button', { name: 'Исполнить' }));
  return dialog;
};

/** Empty: no rank count until the type is a demotion. */
export const Empty: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.queryByRole('textbox', { name: /^Количество рангов/ })).toBeNull();
  },
};

/** Filled: a demotion by 2 ranks. */
export const Filled: Story = {
  play: async () => {
    const dialog = await fillForm(COMPLETE);
    await expect(dialog.getByRole('textbox', { name: /^Количество рангов/ })).toHaveValue('2');
  },
};

/** An executed act opens with its execution filled in. */
export const AlreadyExecuted: Story = {
  args: {
    act: sampleAct({
      status: 'EXECUTED',
      cautions: ['12.1 УК'],
      type: 'Понижение',
      rangCount: 1,
      punishmentProve: 'https://forum.example/p/9',
    }),
  },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('textbox', { name: /^Количество рангов/ })).toHaveValue('1');
  },
};

const invalid = (input: Input, message: string): Story => ({
  play: async ({ args }) => {
    await submit(input);
    await expectToast(message);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
});

export const ArticlesEmpty = invalid({}, MESSAGES.actCautionsEmpty);
export const TypeEmpty = invalid({ article: COMPLETE.article }, MESSAGES.punishmentTypeEmpty);
export const DemotionWithoutRanks = invalid(
  { ...COMPLETE, rangCount: undefined },
  MESSAGES.demotionRanksRequired,
);
export const ProofEmpty = invalid({ ...COMPLETE, proof: undefined }, MESSAGES.punishmentProveEmpty);
export const ProofInvalid = invalid(
  { ...COMPLETE, proof: 'forum.example/p/1' },
  MESSAGES.punishmentProveInvalid,
);

/** Executed. */
export const Saved: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', EXECUTE, () => sampleAct({ status: 'EXECUTED' })));
  },
  play: async ({ args }) => {
    await submit(COMPLETE);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
  },
};

/**
 * Ranks missing, then typed: one press on «Исполнить» sends the execution, pressed as a mouse does
 * (issue: the first «Исполнить» after correcting «Количество рангов» did nothing): the press blurs
 * the field, which commits the value and drops its error line; the footer must stay under the
 * pointer so the click arrives.
 */
export const OnePressAfterCorrectingRanks: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', EXECUTE, () => sampleAct({ status: 'EXECUTED' })));
  },
  play: async ({ args }) => {
    const dialog = await fillForm({ ...COMPLETE, rangCount: undefined });
    const execute = dialog.getByRole('button', { name: 'Исполнить' });
    await userEvent.click(execute);
    await expectToast(MESSAGES.demotionRanksRequired);
    await waitFor(() => expect(dialog.getByText(MESSAGES.demotionRanksRequired)).toBeVisible());

    // The correction, typed into the number field, which has focus when the press comes.
    await userEvent.type(dialog.getByRole('textbox', { name: /^Количество рангов/ }), '2');
    await expect(await pressAtPoint(execute)).toBe(execute);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
  },
};

/** While sending. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', EXECUTE, neverAnswer));
  },
  play: async () => {
    const dialog = await submit(COMPLETE);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('put', EXECUTE, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    const dialog = await submit(COMPLETE);
    await expectToast(message);
    await expect(dialog.getByRole('textbox', { name: /^Количество рангов/ })).toHaveValue('2');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
});

/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409: the act is not awaiting execution. */
export const Conflict = failing(409, 'Нельзя исполнить акт: текущий статус «Новый»');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
