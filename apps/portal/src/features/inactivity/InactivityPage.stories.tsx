import { INACTIVITY_TEXT as T } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { findDialog, page } from '../../shared/testing/storyPlay.ts';
import { sampleInactivity } from './fixtures.ts';
import { InactivityPage } from './InactivityPage.tsx';
import { inactivityRegistry } from './registry.ts';
import { registryStateStories } from '../../shared/testing/registryStories.ts';

const LIST = '/api/v1/inactive/all';
const ROWS = [
  sampleInactivity({ id: 3, nick: 'Oleg_Awaiting', status: 'ON_HR_CHECK' }),
  sampleInactivity({ id: 2, nick: 'Pavel_Approved', status: 'APPROVED' }),
  sampleInactivity({
    id: 1,
    nick: 'Roman_Declined',
    status: 'DECLINED',
    comment: 'Мало оснований',
  }),
];

/** The inactivity list, /inactive (02 §2.7). */
const meta = {
  title: 'Portal/Inactivity/InactivityPage',
  component: InactivityPage,
  parameters: { session: { role: 'hr_inspector' }, route: '/inactive', layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => ROWS));
  },
} satisfies Meta<typeof InactivityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = () => page().findByRole('grid', { name: 'Инактивы' });
const cellOf = async (nick: string) => {
  const table = await grid();
  const header = await within(table).findByRole('rowheader', { name: nick });
  return header;
};

/** hr_inspector: statuses and comments ('Нет' when none); the request button. */
export const AsHrInspector: Story = {
  play: async () => {
    const table = await grid();
    await expect(await within(table).findByText('Мало оснований')).toBeVisible();
    await expect(within(table).getAllByText(T.noComment).length).toBeGreaterThan(0);
    await expect(page().getByRole('button', { name: 'Запрос инактива' })).toBeVisible();
  },
};

/** hr_inspector opens a request awaiting the decision: the view with the decision menu. */
export const OpensView: Story = {
  play: async () => {
    await userEvent.click(await cellOf('Oleg_Awaiting'));
    const dialog = await findDialog(`${T.viewTitle}: Oleg_Awaiting`);
    await expect(dialog.getByRole('button', { name: T.decision })).toBeEnabled();
  },
};

/** hr_inspector opens an approved one: 'View order' and 'Remove from inactivity'. */
export const OpensApproved: Story = {
  play: async () => {
    await userEvent.click(await cellOf('Pavel_Approved'));
    const dialog = await findDialog(`${T.approvedTitle}: Pavel_Approved`);
    await expect(dialog.getByRole('button', { name: T.remove })).toBeVisible();
  },
};

/** agent_cid: a request awaiting the decision does not open. */
export const AsAgent: Story = {
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    await userEvent.click(await cellOf('Oleg_Awaiting'));
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

const states = registryStateStories({ registry: inactivityRegistry, list: LIST });

/** An empty list. */
export const Empty = states.empty;

/** The first load: skeleton rows under the table's name. */
export const Loading = states.loading;

/** A failed load: the error toast; «Повторить» loads the list. */
export const LoadError = states.loadError;
