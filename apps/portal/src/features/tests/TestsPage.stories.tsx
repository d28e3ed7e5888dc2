import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { REGISTRY_TEXT } from '@fbi/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { registryStateStories } from '../../shared/testing/registryStories.ts';
import { findDialog, firstDataCell, page } from '../../shared/testing/storyPlay.ts';
import { sampleTestTemplate } from './fixtures.ts';
import { TestsPage } from './TestsPage.tsx';
import { testsRegistry } from './registry.ts';

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
    await userEvent.click(await firstDataCell(GRID));
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
    await userEvent.click(await firstDataCell(GRID));
    await findDialog(sampleTestTemplate().name);
    await expect(page().queryByRole('button', { name: 'Создать тест' })).toBeNull();
  },
};

const states = registryStateStories({ registry: testsRegistry, list: LIST });

/** No test: 'Нет доступных тестов'. */
export const Empty = states.empty;

/** The first load: skeleton rows. */
export const Loading = states.loading;

/** A failed load: the error toast and a retry, which loads the list. */
export const LoadError = states.loadError;

/** A test's link (`?open=<id>`) on a cold load opens its view, with «Скопировать ссылку». */
export const OpenFromLink: Story = {
  parameters: { route: '/tests?open=9001' },
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => [sampleTestTemplate({ id: 9001 })]));
  },
  play: async () => {
    const dialog = await findDialog(sampleTestTemplate().name);
    await expect(dialog.getByRole('button', { name: REGISTRY_TEXT.copyLink })).toBeVisible();
  },
};

/** On a phone the tests are cards: name, author and date; nothing scrolls sideways. */
export const PhoneCards: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => [sampleTestTemplate()]));
  },
  play: async () => {
    const cards = await page().findByRole('list', { name: GRID });
    // The skeleton's items come first; the answer's card replaces them.
    const first = await waitFor(async () => {
      const [item] = within(cards).getAllByRole('listitem');
      await expect(item).toHaveTextContent(sampleTestTemplate().name);
      return item;
    });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(first as HTMLElement).getAllByRole('button')[0] as HTMLElement);
    await findDialog(sampleTestTemplate().name);
  },
};
