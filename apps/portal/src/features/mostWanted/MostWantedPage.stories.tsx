import { toast } from '@fbi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { findDataRows, findDialog, openFirstRow, page } from '../../shared/testing/storyPlay.ts';
import { MostWantedPage } from './MostWantedPage.tsx';
import { mostWantedRegistry } from './registry.ts';
import { registryStateStories } from '../../shared/testing/registryStories.ts';

const LIST = '/api/v1/most-wanted/all';

/** /most-wanted (01 §2 Most-wanted reports). */
const meta = {
  title: 'Portal/MostWanted/MostWantedPage',
  component: MostWantedPage,
  parameters: { session: { role: 'head_cid' }, route: '/most-wanted', layout: 'fullscreen' },
  // Toasts outlive a story; each story checks only its own.
  beforeEach: () => toast.dismissAll(),
} satisfies Meta<typeof MostWantedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const dataRows = async () => findDataRows(await page().findByRole('grid'));

/** head_cid: 'Рапорты MW', every report, no creation; a row opens the view modal. */
export const AsHeadCid: Story = {
  play: async () => {
    await dataRows();
    await expect(page().getByRole('heading', { name: 'Рапорты MW' })).toBeVisible();
    await expect(page().queryByRole('button', { name: 'Рапорт MW' })).toBeNull();
    await openFirstRow(/^Рапорт MW: /);
  },
};

/** agent_cid: 'Мои рапорты MW' and the creation wizard's button. */
export const AsAgent: Story = {
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'Мои рапорты MW' })).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Рапорт MW' }));
    await findDialog('Рапорт MW');
  },
};

const states = registryStateStories({ registry: mostWantedRegistry, list: LIST });

/** An empty list. */
export const Empty = states.empty;

/** The first load: skeleton rows under the table's name. */
export const Loading = states.loading;

/** A failed load: the error toast; «Повторить» loads the list. */
export const LoadError = states.loadError;
