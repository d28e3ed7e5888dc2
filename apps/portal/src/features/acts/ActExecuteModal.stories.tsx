import { MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import { pressAtPoint } from '@fbi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { expectToast, findDialog } from '../../shared/testing/storyPlay.ts';
import { ActExecuteModal } from './ActExecuteModal.tsx';
import { sampleAct } from './fixtures.ts';

const EXECUTE = '/api/v1/act/{id}/update/expanded';
const TITLE = 'Исполнение акта: Ivan_Petrov';

/** The act execution modal (02 §2.1, §5 Act execution). */
const meta = {
  title: 'Portal/Acts/ActExecuteModal',
  component: ActExecuteModal,
  args: { act: sampleAct({ status: 'AWAIT_IN_GAME' }), onCancel: fn(), onDone: fn() },
  parameters: { session: { role: 'professional_standards_inspector' } },
} satisfies Meta<typeof ActExecuteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const COMPLETE = {
  article: '12.1 УК',
  type: 'Понижение',
  rangCount: '2',
  proof: 'https://forum.example/p/1',
};

const form = formModalStories({
  title: TITLE,
  fields: {
    article: { entry: 'Статьи нарушений' },
    type: { option: 'Тип наказания' },
    rangCount: { typed: 'Количество рангов' },
    proof: 'Доказательство наказания',
  },
  submitLabel: 'Исполнить',
  call: (answer) => override('put', EXECUTE, answer),
  complete: COMPLETE,
  kept: 'rangCount',
  answer: () => sampleAct({ status: 'EXECUTED' }),
  done: 'onDone',
});
const { invalid, emptyFrom, invalidWith } = form;

/** Empty: no rank count until the type is a demotion. */
export const Empty = form.opened((dialog) =>
  expect(dialog.queryByRole('textbox', { name: /^Количество рангов/ })).toBeNull(),
);

/** Filled: a demotion by 2 ranks. */
export const Filled = form.filled((dialog) =>
  expect(dialog.getByRole('textbox', { name: /^Количество рангов/ })).toHaveValue('2'),
);

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

export const ArticlesEmpty = invalid({}, MESSAGES.actCautionsEmpty);
export const TypeEmpty = emptyFrom('type', MESSAGES.punishmentTypeEmpty);
export const DemotionWithoutRanks = invalidWith(
  { rangCount: undefined },
  MESSAGES.demotionRanksRequired,
);
export const ProofEmpty = invalidWith({ proof: undefined }, MESSAGES.punishmentProveEmpty);
export const ProofInvalid = invalidWith(
  { proof: 'forum.example/p/1' },
  MESSAGES.punishmentProveInvalid,
);

/** Executed. */
export const Saved = form.sent;

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
    const dialog = await form.fill({ ...COMPLETE, rangCount: undefined });
    const execute = dialog.getByRole('button', { name: 'Исполнить' });
    await userEvent.click(execute);
    await expectToast(MESSAGES.demotionRanksRequired);
    await waitFor(() => expect(dialog.getByText(MESSAGES.demotionRanksRequired)).toBeVisible());

    // The correction, typed into the number field, which has focus when the press comes.
    await userEvent.type(dialog.getByRole('textbox', { name: /^Количество рангов/ }), '2');
    await expect(await pressAtPoint(execute)).toBe(execute);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
  },
};

/** While sending. */
export const Pending = form.pending;

/** 403. */
export const Forbidden = form.forbidden;
/** 409: the act is not awaiting execution. */
export const Conflict = form.failing(409, 'Нельзя исполнить акт: текущий статус «Новый»');
/** 500. */
export const ServerError = form.serverError;
