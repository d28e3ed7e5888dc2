import { ROUTE_TEXT } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findDialog, page } from '../../shared/testing/storyPlay.ts';
import { sampleOrder } from './fixtures.ts';
import { OrdersPage } from './OrdersPage.tsx';
import { ordersRegistry } from './registry.ts';
import { registryStateStories } from '../../shared/testing/registryStories.ts';

const LIST = '/api/v1/order/all';
const ORDERS = [
  sampleOrder({ id: 6001 }),
  sampleOrder({ id: 6002, status: 'APPROVED', approver: 'Anna_Smirnova', author: 'Oleg_Ivanov' }),
  sampleOrder({
    id: 6003,
    status: 'DECLINED',
    approver: 'Anna_Smirnova',
    comment: 'Нет оснований',
    author: 'Pavel_Sidorov',
  }),
];

/** The warrant orders, /orders (02 §2.5). */
const meta = {
  title: 'Portal/Orders/OrdersPage',
  component: OrdersPage,
  parameters: { session: { role: 'general_counsel' }, route: '/orders', layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => ORDERS));
  },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = async () => {
  const table = await page().findByRole('grid', { name: 'Ордера' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(ORDERS.length + 1));
  return within(table).getAllByRole('row').slice(1);
};
const openRow = async (index: number) => {
  const row = (await rows())[index];
  const [cell] = within(row as HTMLElement).getAllByRole('gridcell');
  await userEvent.click(cell as HTMLElement);
};

/** «Не назначен», «Нет», statuses; general_counsel opens an order on check. */
export const AsCounsel: Story = {
  play: async () => {
    const [onCheck, approved, declined] = await rows();
    await expect(onCheck).toHaveTextContent('Не назначен');
    await expect(onCheck).toHaveTextContent('Нет');
    await expect(approved).toHaveTextContent('Ордер выдан');
    await expect(declined).toHaveTextContent('Нет оснований');
    await openRow(0);
    const view = await findDialog('Ордер №6001');
    // Its route (issue 26): on check, waiting on the counsel or the top, who may act here.
    const route = within(view.getByRole('region', { name: ROUTE_TEXT.title }));
    await expect(
      route.getByText('Ждёт: Генеральный юрисконсульт, Заместитель директора или Директор'),
    ).toBeVisible();
    await expect(route.getAllByRole('paragraph')).toHaveLength(1);
  },
};

/** From the view, Decline opens the decline modal. */
export const DeclineFromView: Story = {
  play: async () => {
    await openRow(0);
    const view = await findDialog('Ордер №6001');
    await userEvent.click(view.getByRole('button', { name: 'Отклонить' }));
    await findDialog('Отклонение ордера №6001');
  },
};

/** agent_cid: a non-approved order does not open. */
export const AsAgent: Story = {
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    await openRow(0);
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

const states = registryStateStories({ registry: ordersRegistry, list: LIST });

/** An empty list. */
export const Empty = states.empty;

/** The first load: skeleton rows under the table's name. */
export const Loading = states.loading;

/** A failed load: the error toast; «Повторить» loads the list. */
export const LoadError = states.loadError;
