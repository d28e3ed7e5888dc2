import { UI_TEXT } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  expectToast,
  findDialog,
  page,
  expectLoadingTable,
} from '../../shared/testing/storyPlay.ts';
import { AgentTestsPage } from './AgentTestsPage.tsx';
import { firstCell } from './storyPlay.ts';

const LIST = '/api/v1/tests/agents';
const GRID = 'Тесты агентов';

/** /agent-tests (03 §2): who took it, the test's name; a row opens the answers. */
const meta = {
  title: 'Portal/Tests/AgentTestsPage',
  component: AgentTestsPage,
  parameters: { session: { role: 'director' }, route: '/agent-tests', layout: 'fullscreen' },
} satisfies Meta<typeof AgentTestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded submitted tests; a row opens its answers with the status menu. */
export const AsDirector: Story = {
  play: async () => {
    await userEvent.click(await firstCell(GRID));
    const dialog = await findDialog(/тест №/);
    await expect(dialog.getByRole('button', { name: UI_TEXT.changeStatus })).toBeEnabled();
  },
};

/** None submitted yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => []));
  },
  play: async () => {
    await expect(await page().findByText(UI_TEXT.listEmpty)).toBeVisible();
  },
};

/** The first load: skeleton rows. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, neverAnswer));
  },
  play: () => expectLoadingTable(GRID),
};

/** A failed load: the error toast and a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => errorAnswer(500, 'Внутренняя ошибка сервера')));
  },
  play: async () => {
    await expectToast('Внутренняя ошибка сервера');
    await expect(await page().findByRole('button', { name: UI_TEXT.retry })).toBeVisible();
  },
};
