import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { findDialog, page, findDataRows } from '../../shared/testing/storyPlay.ts';
import { DatabasePage } from './DatabasePage.tsx';
import { sampleSuspect } from './fixtures.ts';
import { databaseRegistry } from './registry.ts';
import { registryStateStories } from '../../shared/testing/registryStories.ts';

const LIST = '/api/v1/suspect/all';

/** The criminal database, /db (03 §2, §6). */
const meta = {
  title: 'Portal/Suspects/DatabasePage',
  component: DatabasePage,
  parameters: { session: { role: 'agent_cid' }, route: '/db', layout: 'fullscreen' },
} satisfies Meta<typeof DatabasePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = () => page().findByRole('grid', { name: 'Криминальная база данных' });
const dataRows = async () => findDataRows(await grid());

/** 10 rows, the first-arrest button; a row opens the detail. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => ({ items: [sampleSuspect()], totalItems: 1 })));
  },
  play: async () => {
    await expect(page().getByRole('button', { name: 'Первый арест' })).toBeVisible();
    const [row] = await dataRows();
    await expect(row).toHaveTextContent('Первый арест произведен');
    await userEvent.click(within(row as HTMLElement).getAllByRole('gridcell')[0] as HTMLElement);
    await findDialog('Подозреваемый: Tony_Montana');
  },
};

/** A full page from the mock. */
export const FullPage: Story = {
  play: async () => {
    await expect(await dataRows()).toHaveLength(10);
  },
};

const states = registryStateStories({
  registry: databaseRegistry,
  list: LIST,
  filteredRoute: '/db?nick=Nobody_Here',
});

/** Nothing matches the filters. */
export const Empty = states.empty;

/** The first load: skeleton rows under the table's name. */
export const Loading = states.loading;

/** A failed load: the error toast; «Повторить» loads the list. */
export const LoadError = states.loadError;
