import { ACTS_TEXT, ROUTE_TEXT, statusLabel } from '@fbi/domain';
import { createStore } from '@fbi/mocks/store';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findDialog, page, findDataRows } from '../../shared/testing/storyPlay.ts';
import { ActsPage } from './ActsPage.tsx';
import { actsRegistry } from './registry.ts';
import { registryStateStories } from '../../shared/testing/registryStories.ts';

const LIST = '/api/v1/act/all';

/** The acts of offences, /acts (02 §2.1). */
const meta = {
  title: 'Portal/Acts/ActsPage',
  component: ActsPage,
  parameters: { session: { role: 'director' }, route: '/acts', layout: 'fullscreen' },
} satisfies Meta<typeof ActsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = () => page().findByRole('grid', { name: 'Акты нарушений' });
const dataRows = async () => findDataRows(await grid());
const firstCell = async () => {
  const [row] = await dataRows();
  const [cell] = within(row as HTMLElement).getAllByRole('gridcell');
  if (!cell) throw new Error('no cells');
  return cell;
};

/** As the director: 10 rows; a row opens the act view. */
export const AsDirector: Story = {
  play: async () => {
    await expect(await dataRows()).toHaveLength(10);
    await userEvent.click(await firstCell());
    await findDialog(/^Акт: /);
  },
};

/** The act view's Evidence: numbered links opening in a new tab. */
export const Evidence: Story = {
  play: async () => {
    await userEvent.click(await firstCell());
    const view = await findDialog(/^Акт: /);
    await userEvent.click(view.getByRole('button', { name: 'Доказательства' }));
    const dialog = await findDialog(/^Доказательства нарушения: /);
    const links = dialog.getAllByRole('link');
    await expect(links[0]).toHaveAttribute('target', '_blank');
    // A side step of the act: its route stays with the view (issue 26).
    await expect(dialog.queryByRole('region', { name: ROUTE_TEXT.title })).toBeNull();
  },
};

/** A new act of the seeded store, opened from its link. */
const newAct = createStore().data.acts.find((act) => act.status === 'NEW');

/**
 * The act's route under its view (issue 26): new, waiting on the decision makers; the director
 * puts it under consideration and the route moves on with it.
 */
export const RouteMovesOn: Story = {
  parameters: { route: `/acts?open=${newAct?.id}` },
  play: async () => {
    const view = await findDialog(`${ACTS_TEXT.viewTitle}: ${newAct?.nick}`);
    const route = within(view.getByRole('region', { name: ROUTE_TEXT.title }));
    const steps = () => route.getAllByRole('listitem').map((li) => li.textContent);
    await expect(steps()).toEqual([statusLabel('act', 'NEW')]);
    await expect(
      route.getByText(
        'Ждёт: Инспектор по профессиональным стандартам, Заместитель директора или Директор',
      ),
    ).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: ACTS_TEXT.statusMenu }));
    await userEvent.click(
      await page().findByRole('menuitem', { name: statusLabel('act', 'UNDER_CONSIDERATION') }),
    );
    await waitFor(() =>
      expect(steps()).toEqual([
        statusLabel('act', 'NEW'),
        statusLabel('act', 'UNDER_CONSIDERATION'),
      ]),
    );
    await expect(route.getByRole('button', { name: ROUTE_TEXT.copyForChat })).toBeEnabled();
  },
};

/** Filtered and paged through the URL. */
export const FilteredByUrl: Story = {
  parameters: { route: '/acts?faction=LSPD&page=2' },
  play: async () => {
    const rows = await dataRows();
    for (const row of rows) await expect(row).toHaveTextContent('LSPD');
  },
};

/** agent_cid views only: a row does not open. */
export const AsAgentViewOnly: Story = {
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    await userEvent.click(await firstCell());
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

const states = registryStateStories({
  registry: actsRegistry,
  list: LIST,
  filteredRoute: '/acts?nick=Nobody_Here',
});

/** Nothing matches the filters. */
export const Empty = states.empty;

/** The first load: skeleton rows under the table's name. */
export const Loading = states.loading;

/** A failed load: the error toast; «Повторить» loads the list. */
export const LoadError = states.loadError;
