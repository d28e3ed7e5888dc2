import { MESSAGES, withParams } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import { sampleLabRequest } from './fixtures.ts';
import { LabExecuteModal } from './LabExecuteModal.tsx';

const EXECUTE = '/api/v1/laboratory/{id}/execute';
const TITLE = 'Выполнение экспертизы';

/** The execution modal: one numbered block per expertise (03 §2 /laboratory, §5). */
const meta = {
  title: 'Portal/Laboratory/LabExecuteModal',
  component: LabExecuteModal,
  args: {
    request: sampleLabRequest({ status: 'IN_PROGRESS', approver: 'Anna_Smirnova' }),
    onCancel: fn(),
    onDone: fn(),
  },
  parameters: { session: { role: 'criminalist' } },
} satisfies Meta<typeof LabExecuteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills every block; `badLink` puts a wrong link into block 2. */
const fillAll = async (badLink = false) => {
  const dialog = await findDialog(TITLE);
  for (const [i, block] of dialog.getAllByRole('group').entries()) {
    const q = within(block);
    await fillText(q.getByRole('textbox', { name: /^Ответ/ }), `Заключение ${i + 1}`);
    await fillText(
      q.getByRole('textbox', { name: /^Ссылка/ }),
      badLink && i === 1 ? 'lab example' : `https://lab.example/${i + 1}`,
    );
    await fillText(q.getByRole('textbox', { name: /^Метод/ }), 'Микроскопия');
  }
  return dialog;
};
const execute = async (dialog: Awaited<ReturnType<typeof findDialog>>) =>
  userEvent.click(dialog.getByRole('button', { name: 'Выполнить' }));

/** Two numbered blocks, empty, with Отмена and Выполнить. */
export const Empty: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    // Each block is named by its legend.
    const blocks = dialog.getAllByRole('group');
    await expect(blocks.map((b) => b.querySelector('legend') !== null)).toEqual([true, true]);
    await expect(dialog.getByText('Экспертиза №2: Химическая экспертиза')).toBeVisible();
  },
};

/** Every field filled, not yet sent. */
export const Filled: Story = {
  play: async () => {
    const dialog = await fillAll();
    await expect(dialog.getAllByRole('textbox', { name: /^Метод/ })[1]).toHaveValue('Микроскопия');
  },
};

/** A blank field: 'Не заполнены все поля для экспертизы №1.', nothing sent. */
export const FieldsMissing: Story = {
  play: async ({ args }) => {
    await execute(await findDialog(TITLE));
    await expectToast(withParams(MESSAGES.labExpertiseFieldsEmpty, { n: 1 }));
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** A wrong link in block 2: 'Неверный формат ссылки для экспертизы №2.', the field marked. */
export const LinkInvalid: Story = {
  play: async ({ args }) => {
    const dialog = await fillAll(true);
    await execute(dialog);
    await expectToast(withParams(MESSAGES.labExpertiseLinkInvalid, { n: 2 }));
    await expect(dialog.getAllByRole('textbox', { name: /^Ссылка/ })[1]).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Sent: the modal reports it done. */
export const Executed: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', EXECUTE, () => sampleLabRequest({ status: 'DONE' })));
  },
  play: async ({ args }) => {
    await execute(await fillAll());
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
  },
};

/** While sending: Отмена disabled. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', EXECUTE, neverAnswer));
  },
  play: async () => {
    const dialog = await fillAll();
    await execute(dialog);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('put', EXECUTE, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    const dialog = await fillAll();
    await execute(dialog);
    await expectToast(message);
    await expect(dialog.getAllByRole('textbox', { name: /^Ответ/ })[0]).toHaveValue('Заключение 1');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
});

/** 403. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409: the request is no longer in progress. */
export const Conflict = failing(409, 'Нельзя завершить экспертизу: текущий статус «Отменено»');
/** 500. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
