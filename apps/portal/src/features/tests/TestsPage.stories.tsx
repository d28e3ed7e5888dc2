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
import { sampleTestTemplate } from './fixtures.ts';
import { firstCell } from './storyPlay.ts';
import { TestsPage } from './TestsPage.tsx';

const LIST = '/api/v1/tests/templates';
const GRID = 'Тесты';

/** /tests (03 §2): author, name, creation date; a row opens the read-only view. */
const meta = {
  title: 'Portal/Tests/TestsPage',
  component: TestsPage,
  parameters: { session: { role: 'director' }, route: '/tests', layout: 'fullscreen' },
} satisfies Meta<typeof TestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the director: the seeded tests and the create button; a row opens its view. */
export const AsDirector: Story = {
  play: async () => {
    await expect(page().getByRole('button', { name: 'Создать тест' })).toBeVisible();
    await userEvent.click(await firstCell(GRID));
    await findDialog(/тест №/);
  },
};

/** An agent views tests but creates none. */
export const AsAgent: Story = {
  parameters: { session: { role: 'agent_cid' } },
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => [sampleTestTemplate()]));
  },
  play: async () => {
    await userEvent.click(await firstCell(GRID));
    await findDialog(sampleTestTemplate().name);
    await expect(page().queryByRole('button', { name: 'Создать тест' })).toBeNull();
  },
};

/** No test: 'Нет доступных тестов'. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => []));
  },
  play: async () => {
    await expect(await page().findByText(UI_TEXT.noTests)).toBeVisible();
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
