import { AGENT_TESTS_TEXT as T, UI_TEXT } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, findDialog, page } from '../../shared/testing/storyPlay.ts';
import { agentTestKey } from './agentTestKey.ts';
import { AgentTestModal } from './AgentTestModal.tsx';
import { sampleAgentTest } from './fixtures.ts';

const MARK = '/api/v1/academy-exam/{examId}/update-test';
const TITLE = T.viewTitle(sampleAgentTest().nick, sampleAgentTest().name);

/** A submitted agent test and its review (03 §2 /agent-tests, §4, §7). */
const meta = {
  title: 'Portal/Tests/AgentTestModal',
  component: AgentTestModal,
  args: { testKey: agentTestKey(sampleAgentTest()), onClose: fn() },
  parameters: { session: { role: 'director' } },
  beforeEach({ msw }) {
    let result: 'Сдал' | 'Не Сдал' | null = null;
    msw.use(
      override('get', '/api/v1/tests/agents', () => [sampleAgentTest({ result })]),
      override('put', MARK, (request) => {
        result = new URL(request.url).searchParams.get('value') === 'Сдал' ? 'Сдал' : 'Не Сдал';
        return {};
      }),
    );
  },
} satisfies Meta<typeof AgentTestModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Correct green, the wrong choice red with 'Ответ неверный', the empty free text flagged. */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText(UI_TEXT.answerWrong)).toBeVisible();
    await expect(dialog.getByText(UI_TEXT.answerMissing)).toBeVisible();
    await expect(dialog.getByText(T.notReviewed)).toBeVisible();
  },
};

/** A correct answer shows 'Ответ верный'. */
export const CorrectAnswer: Story = {
  beforeEach({ msw }) {
    const test = sampleAgentTest();
    msw.use(
      override('get', '/api/v1/tests/agents', () => [
        {
          ...test,
          questions: test.questions.map((q) =>
            q.correctAnswerId === null
              ? { ...q, freeTextAnswer: 'Чтобы знать правила' }
              : { ...q, selectedAnswerId: q.correctAnswerId, isCorrect: true },
          ),
        },
      ]),
    );
  },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByText(UI_TEXT.answerCorrect)).toBeVisible();
    await expect(dialog.getByText('Чтобы знать правила')).toBeVisible();
  },
};

const mark = async (value: string) => {
  const dialog = await findDialog(TITLE);
  await userEvent.click(dialog.getByRole('button', { name: UI_TEXT.changeStatus }));
  const menu = await page().findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitem', { name: value }));
  return dialog;
};

/** Marked 'Сдал': the result shows. */
export const MarkedPassed: Story = {
  play: async () => {
    const dialog = await mark('Сдал');
    await expect(await dialog.findByText('Сдал')).toBeVisible();
  },
};

/** The menu offers 'Сдал' and 'Не Сдал'. */
export const StatusMenuOpen: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await userEvent.click(dialog.getByRole('button', { name: UI_TEXT.changeStatus }));
    const menu = await page().findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    await expect(items).toEqual(['Сдал', 'Не Сдал']);
  },
};

/** A role that may not review: the menu is disabled. */
export const AsAgent: Story = {
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('button', { name: UI_TEXT.changeStatus })).toBeDisabled();
  },
};

/** Where the server would refuse the mark, the menu is disabled (canMarkAgentTest). */
const refused = (overrides: Parameters<typeof sampleAgentTest>[0]): Story => ({
  beforeEach({ msw }) {
    msw.use(override('get', '/api/v1/tests/agents', () => [sampleAgentTest(overrides)]));
  },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(dialog.getByRole('button', { name: UI_TEXT.changeStatus })).toBeDisabled();
  },
});

/** The exam row was reopened since (the server answers 409): the menu is disabled. */
export const RowReopened = refused({ examState: 'OPENED' });
/** The exam row is gone (a template activation recreated the rows; 404): the menu is disabled. */
export const RowGone = refused({ examState: null });
/** An earlier attempt on a row taken again (the mark goes to the newest): the menu is disabled. */
export const EarlierAttempt = refused({ isLatestAttempt: false });

/** While the mark is sent: the menu is disabled. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', MARK, neverAnswer));
  },
  play: async () => {
    const dialog = await mark('Сдал');
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: UI_TEXT.changeStatus })).toBeDisabled(),
    );
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('put', MARK, () => errorAnswer(status, message)));
  },
  play: async () => {
    const dialog = await mark('Не Сдал');
    await expectToast(message);
    await expect(dialog.getByText(T.notReviewed)).toBeVisible();
  },
});

/** 403: the caller may not review. */
export const Forbidden = failing(403, 'У вас нет доступа к этой функции');
/** 409: the test was reopened meanwhile. */
export const Conflict = failing(409, 'Нельзя оценить несданный тест: текущий статус «Открыт»');
/** 500: the server failed. */
export const ServerError = failing(500, 'Внутренняя ошибка сервера');
