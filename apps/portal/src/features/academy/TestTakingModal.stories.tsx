import { UI_TEXT } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectToast, fillText, findDialog } from '../../shared/testing/storyPlay.ts';
import { sampleTestToTake } from './fixtures.ts';
import { TestTakingModal } from './TestTakingModal.tsx';

const PROCESS = '/api/v1/tests/process';
const SUBMIT = '/api/v1/tests/submit';
const TITLE = sampleTestToTake.title;

/** The test-taking modal (03 §2, §3 Test answer, §5 Test taking). */
const meta = {
  title: 'Portal/Academy/TestTakingModal',
  component: TestTakingModal,
  args: { conditionName: 'Тест по уставу', onClose: fn() },
  parameters: { session: { role: 'national_academy_trainee' } },
  beforeEach({ msw }) {
    msw.use(
      override('get', PROCESS, () => sampleTestToTake),
      override('post', SUBMIT, () => ({ id: 1, achievement: null })),
    );
  },
} satisfies Meta<typeof TestTakingModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title and numbered questions: a single choice and a free-text answer. */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('radiogroup', { name: /^1\. Кто руководит/ })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '2. Зачем нужен устав?' })).toBeVisible();
  },
};

const answer = async () => {
  const dialog = await findDialog(TITLE);
  await userEvent.click(dialog.getByRole('radio', { name: 'Директор' }));
  await fillText(dialog.getByRole('textbox', { name: '2. Зачем нужен устав?' }), ' Порядок ');
  return dialog;
};

/** Answered, not yet sent. */
export const Answered: Story = {
  play: async () => {
    const dialog = await answer();
    await expect(dialog.getByRole('radio', { name: 'Директор' })).toBeChecked();
  },
};

/** Sent: the modal closes. */
export const Submitted: Story = {
  play: async ({ args }) => {
    const dialog = await answer();
    await userEvent.click(dialog.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** While the test loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', PROCESS, neverAnswer));
  },
  play: async () => {
    const dialog = await findDialog('Тест по уставу');
    await expect(dialog.getByRole('status')).toBeInTheDocument();
  },
};

/** While sending: Cancel disabled. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('post', SUBMIT, neverAnswer));
  },
  play: async () => {
    const dialog = await answer();
    await userEvent.click(dialog.getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: UI_TEXT.cancel })).toBeDisabled(),
    );
  },
};

/** The test is no longer open (409): the message; the answers stay. */
export const Conflict: Story = {
  beforeEach({ msw }) {
    msw.use(override('post', SUBMIT, () => errorAnswer(409, UI_TEXT.testUnavailable)));
  },
  play: async ({ args }) => {
    const dialog = await answer();
    await userEvent.click(dialog.getByRole('button', { name: 'Отправить' }));
    await expectToast(UI_TEXT.testUnavailable);
    await expect(dialog.getByRole('radio', { name: 'Директор' })).toBeChecked();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The test cannot be loaded (409 on process): the toast, and the modal closes. */
export const LoadConflict: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', PROCESS, () => errorAnswer(409, UI_TEXT.testUnavailable)));
  },
  play: async ({ args }) => {
    await expectToast(UI_TEXT.testUnavailable);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** 500 on submit: the toast; the answers stay. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(override('post', SUBMIT, () => errorAnswer(500, 'Внутренняя ошибка сервера')));
  },
  play: async ({ args }) => {
    const dialog = await answer();
    await userEvent.click(dialog.getByRole('button', { name: 'Отправить' }));
    await expectToast('Внутренняя ошибка сервера');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
