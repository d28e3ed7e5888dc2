import { UI_TEXT } from '@fbi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { listStateStories } from '../../shared/testing/registryStories.ts';
import { findDialog, firstDataCell } from '../../shared/testing/storyPlay.ts';
import { AgentTestsPage } from './AgentTestsPage.tsx';

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
    await userEvent.click(await firstDataCell(GRID));
    const dialog = await findDialog(/тест №/);
    await expect(dialog.getByRole('button', { name: UI_TEXT.changeStatus })).toBeEnabled();
  },
};

const states = listStateStories({ table: GRID, list: LIST });

/** None submitted yet. */
export const Empty = states.empty;

/** The first load: skeleton rows. */
export const Loading = states.loading;

/** A failed load: the error toast and a retry, which loads the list. */
export const LoadError = states.loadError;
