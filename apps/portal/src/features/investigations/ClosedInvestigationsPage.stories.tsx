import { INVESTIGATIONS_TEXT, MESSAGES } from '@fbi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { page, findDataRows } from '../../shared/testing/storyPlay.ts';
import { ClosedInvestigationsPage } from './ClosedInvestigationsPage.tsx';
import { closedInvestigationsRegistry } from './registry.tsx';
import { registryStateStories } from '../../shared/testing/registryStories.ts';

const LIST = '/api/v1/investigation/closed';

/** Closed investigations, /investigations and /ib-investigations (01 §2). */
const meta = {
  title: 'Portal/Investigations/ClosedInvestigationsPage',
  component: ClosedInvestigationsPage,
  args: { kind: 'agent' },
  parameters: { session: { role: 'user' }, route: '/investigations', layout: 'fullscreen' },
} satisfies Meta<typeof ClosedInvestigationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const dataRows = async (name = 'Закрытые расследования') =>
  findDataRows(await page().findByRole('grid', { name }));

/** Presses the first row of the list `name`. */
const pressFirstRow = async (name?: string) => {
  const [row] = await dataRows(name);
  const [cell] = within(row as HTMLElement).getAllByRole('gridcell');
  await userEvent.click(cell as HTMLElement);
};

/** A row's report opens no tab in a story: `window.open` answers none, restored after. */
const stubNewTab = () => {
  const open = spyOn(window, 'open').mockReturnValue(null);
  return () => open.mockRestore();
};

/** A visitor (public page): 10 rows, no start/end buttons. */
export const Public: Story = {
  play: async () => {
    await expect(await dataRows()).toHaveLength(10);
    await expect(page().queryByRole('button', { name: 'Начать расследование' })).toBeNull();
  },
};

/**
 * A visitor reads the list but opens no report (01 §6 "Closed investigations open: any
 * non-user"), and the header says so.
 */
export const PublicRowOpensNothing: Story = {
  beforeEach: stubNewTab,
  play: async () => {
    await pressFirstRow();
    await expect(window.open).not.toHaveBeenCalled();
    await expect(page().getByText(new RegExp(INVESTIGATIONS_TEXT.reportsForStaff))).toBeVisible();
  },
};

/** head_cid: the start and end buttons, as in the sidebar. */
export const AsHead: Story = {
  parameters: { session: { role: 'head_cid' } },
  play: async () => {
    await dataRows();
    await expect(page().getByRole('button', { name: 'Начать расследование' })).toBeVisible();
    await expect(page().getByRole('button', { name: 'Завершить расследование' })).toBeVisible();
    await expect(page().queryByText(new RegExp(INVESTIGATIONS_TEXT.reportsForStaff))).toBeNull();
  },
};

/** A staff member's row opens the generated report in a new tab (01 §6, with the token). */
export const RowOpensReport: Story = {
  parameters: { session: { role: 'agent_cid' } },
  beforeEach: stubNewTab,
  play: async () => {
    await pressFirstRow();
    await expect(window.open).toHaveBeenCalledWith('', '_blank');
  },
};

const states = registryStateStories({ registry: closedInvestigationsRegistry.agent, list: LIST });

/** An empty list. */
export const Empty = states.empty;

/** The first load: skeleton rows under the table's name. */
export const Loading = states.loading;

/** A failed load: the error toast; «Повторить» loads the list. */
export const LoadError = states.loadError;

/** /ib-investigations for the IB head: the closed IB investigations and the IB buttons. */
export const IbAsHead: Story = {
  args: { kind: 'ib' },
  parameters: { session: { role: 'head_intelligence' }, route: '/ib-investigations' },
  play: async () => {
    await dataRows('Закрытые расследования IB');
    await expect(page().getByRole('button', { name: 'Начать расследование IB' })).toBeVisible();
  },
};

/** /ib-investigations for staff outside IB (agent_cid): the list, and a row opens (01 §6). */
export const IbAsStaff: Story = {
  args: { kind: 'ib' },
  parameters: { session: { role: 'agent_cid' }, route: '/ib-investigations' },
  beforeEach: stubNewTab,
  play: async () => {
    await pressFirstRow('Закрытые расследования IB');
    await expect(window.open).toHaveBeenCalledWith('', '_blank');
  },
};

/** /ib-investigations reached without a role (the route guard bypassed): a denied state. */
export const IbDenied: Story = {
  args: { kind: 'ib' },
  parameters: { session: { role: 'user' }, route: '/ib-investigations' },
  play: async () => {
    await expect(await page().findByText(MESSAGES.noAccess)).toBeVisible();
    await expect(page().queryByRole('grid')).toBeNull();
  },
};
