import { MESSAGES, ORDERS_TEXT, PAGE_SIZE, UI_TEXT } from '@fbi/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUrl, currentUrl } from '../../shared/testing/CurrentUrl.tsx';
import { fakeTab } from '../../shared/testing/fakeTab.ts';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { findSuccessToast, findToast, openFromToast } from '../../shared/testing/toasts.ts';
import { chooseOption, fill, setupUser, type TestUser } from '../../shared/testing/interactions.ts';
import { newestFirst, showPageOf } from '../../shared/testing/paging.ts';
import { OrdersPage } from './OrdersPage.tsx';
import WarrantModal from './WarrantModal.tsx';
import { findLoadedGrid, openRow } from '../../shared/testing/grids.ts';
import { moscowKeys } from '../../shared/testing/moscowClock.ts';

const mock = setupMockApi();
const GRID = 'Ордера';
const HOUR = 3_600_000;

afterEach(() => vi.restoreAllMocks());

async function renderOrders(role: Parameters<typeof mock.renderAs>[0]) {
  await mock.renderAs(
    role,
    <>
      <OrdersPage />
      <CurrentUrl />
    </>,
    '/orders',
  );
  const grid = await findLoadedGrid(GRID);
  return grid;
}

/** Where the order with `id` stands in the list (newest first, as the store sorts them). */
const indexOf = (id: number) =>
  newestFirst(mock.server.store.data.orders).findIndex((o) => o.id === id);

/** The row of the order with `id`, on its page (showPageOf), 10 a page. */
function rowOf(grid: HTMLElement, id: number) {
  const row = within(grid).getAllByRole('row')[(indexOf(id) % PAGE_SIZE) + 1];
  if (!row) throw new Error(`no row for order ${id}`);
  return row;
}

/** Types an instant into the date-time field as its Moscow wall clock. */
async function typeMoscow(user: TestUser, scope: HTMLElement, instant: number) {
  const [day] = within(scope).getAllByRole('spinbutton', { name: /день/i });
  if (!day) throw new Error('no day segment');
  await user.click(day);
  await user.keyboard(moscowKeys(instant));
}

/** Goes through the rules and fills the request form, starting `hoursAhead` from now. */
async function fillRequest(user: TestUser, hoursAhead: number) {
  const rules = within(await screen.findByRole('dialog', { name: 'Запросить ордер' }));
  expect(rules.getByText(UI_TEXT.warrantRulesText)).toBeVisible();
  await user.click(rules.getByRole('button', { name: UI_TEXT.warrantRulesAccept }));
  const formEl = await screen.findByRole('dialog', { name: 'Запрос ордера' });
  const form = within(formEl);
  await chooseOption(user, 'Тип операции', 'Обыск жилища', formEl);
  await typeMoscow(user, formEl, Date.now() + hoursAhead * HOUR + 5 * 60_000);
  await chooseOption(user, 'Фракция', 'FBI', formEl);
  await fill(user, form.getByRole('textbox', { name: /^Описание/ }), 'Обыск по делу 12');
  await fill(user, form.getByRole('textbox', { name: /^Подразделение/ }), 'CID');
  await fill(user, form.getByRole('textbox', { name: /^Должность/ }), 'Агент');
  return { formEl, form };
}

describe('/orders (02 §2.5)', () => {
  it('a visitor opens the warrant rules from the page; rows on check do not open', async () => {
    const user = setupUser();
    const grid = await renderOrders('user');
    const onCheck = mock.server.store.data.orders.find((o) => o.status === 'ON_CHECK');
    if (!onCheck) throw new Error('no ON_CHECK order');
    await showPageOf(user, indexOf(onCheck.id));
    await openRow(user, rowOf(grid, onCheck.id));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Запросить ордер' }));
    expect(await screen.findByText(UI_TEXT.warrantRulesText)).toBeVisible();
  });

  it('lists orders with «Не назначен» and «Нет»; general_counsel opens a non-approved one', async () => {
    const user = setupUser();
    const grid = await renderOrders('general_counsel');
    const onCheck = mock.server.store.data.orders.find((o) => o.status === 'ON_CHECK');
    if (!onCheck) throw new Error('no ON_CHECK order');
    await showPageOf(user, indexOf(onCheck.id));
    const row = rowOf(grid, onCheck.id);
    expect(within(row).getByText(UI_TEXT.noApprover)).toBeVisible();
    expect(within(row).getByText(UI_TEXT.noCommentShort)).toBeVisible();
    await openRow(user, row);
    const dialog = within(await screen.findByRole('dialog', { name: `Ордер №${onCheck.id}` }));
    expect(dialog.getByRole('button', { name: 'Выдать ордер' })).toBeEnabled();
  });

  it('a declined order opens with its controls disabled; agent_cid cannot open it', async () => {
    const user = setupUser();
    const declined = mock.server.store.data.orders.find((o) => o.status === 'DECLINED');
    if (!declined) throw new Error('no DECLINED order');
    const grid = await renderOrders('director');
    await showPageOf(user, indexOf(declined.id));
    await openRow(user, rowOf(grid, declined.id));
    const dialog = within(await screen.findByRole('dialog', { name: `Ордер №${declined.id}` }));
    expect(dialog.getByRole('button', { name: 'Выдать ордер' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(dialog.getByRole('button', { name: 'Отклонить' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('declines with a reason and the operation type; an empty reason is refused unsent', async () => {
    const user = setupUser();
    const order = mock.server.store.data.orders.find((o) => o.status === 'ON_CHECK');
    if (!order) throw new Error('no ON_CHECK order');
    const grid = await renderOrders('deputy_director');
    await showPageOf(user, indexOf(order.id));
    await openRow(user, rowOf(grid, order.id));
    const view = within(await screen.findByRole('dialog', { name: `Ордер №${order.id}` }));
    await user.click(view.getByRole('button', { name: 'Отклонить' }));
    const declineEl = await screen.findByRole('dialog', { name: `Отклонение ордера №${order.id}` });
    const decline = within(declineEl);
    await user.click(decline.getByRole('button', { name: 'Отклонить' }));
    expect(await decline.findByText(MESSAGES.orderDeclineReasonEmpty)).toBeInTheDocument();
    expect(mock.requests.to(`/api/v1/order/${order.id}/decline`)).toHaveLength(0);
    await fill(user, decline.getByRole('textbox', { name: /Причина/ }), 'Нет оснований');
    await user.click(decline.getByRole('button', { name: 'Отклонить' }));
    await findSuccessToast(ORDERS_TEXT.done.declined(order.id, order.author));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.requests.to(`/api/v1/order/${order.id}/decline`)[0]?.body).toEqual({
      comment: 'Нет оснований',
      operationType: order.operationType,
    });
  });

  it('an order whose type the list no longer has shows it, but asks for a current type before approving or declining', async () => {
    const user = setupUser();
    const order = mock.server.store.data.orders.find((o) => o.status === 'ON_CHECK');
    if (!order) throw new Error('no ON_CHECK order');
    // A type from before the list changed, as a real server may still hold.
    Object.assign(order, { operationType: 'Облава' });
    const grid = await renderOrders('director');
    await showPageOf(user, indexOf(order.id));
    await openRow(user, rowOf(grid, order.id));
    const viewEl = await screen.findByRole('dialog', { name: `Ордер №${order.id}` });
    const view = within(viewEl);
    expect(view.getByRole('button', { name: /Тип операции/ })).toHaveTextContent('Облава');
    await user.click(view.getByRole('button', { name: 'Выдать ордер' }));
    expect(await view.findByText(MESSAGES.orderOperationTypeEmpty)).toBeVisible();
    expect(mock.requests.to(`/api/v1/order/${order.id}/approve`)).toHaveLength(0);

    await user.click(view.getByRole('button', { name: 'Отклонить' }));
    const declineEl = await screen.findByRole('dialog', { name: `Отклонение ордера №${order.id}` });
    const decline = within(declineEl);
    expect(decline.getByRole('button', { name: /Тип операции/ })).toHaveTextContent('Облава');
    await fill(user, decline.getByRole('textbox', { name: /Причина/ }), 'Нет оснований');
    await user.click(decline.getByRole('button', { name: 'Отклонить' }));
    expect(await decline.findByText(MESSAGES.orderOperationTypeEmpty)).toBeVisible();
    expect(mock.requests.to(`/api/v1/order/${order.id}/decline`)).toHaveLength(0);
    await chooseOption(user, 'Тип операции', 'Задержание', declineEl);
    await user.click(decline.getByRole('button', { name: 'Отклонить' }));
    await findSuccessToast(ORDERS_TEXT.done.declined(order.id, order.author));
    expect(mock.requests.to(`/api/v1/order/${order.id}/decline`)[0]?.body).toEqual({
      comment: 'Нет оснований',
      operationType: 'Задержание',
    });
  }, 60_000);

  it('refuses a start less than 12 hours ahead unsent, with the rule under the field; the form stays filled', async () => {
    const user = setupUser();
    await mock.renderAs('agent_cid', <WarrantModal onClose={() => undefined} />);
    const { form } = await fillRequest(user, 2);
    await user.click(form.getByRole('button', { name: 'Отправить' }));
    expect(await findToast(MESSAGES.warrantLeadTime)).toBeInTheDocument();
    expect(form.getByText(MESSAGES.warrantLeadTime)).toBeVisible();
    expect(screen.queryByRole('button', { name: /всё равно/ })).not.toBeInTheDocument();
    expect(mock.requests.to('/api/v1/order/add')).toHaveLength(0);
    expect(form.getByRole('textbox', { name: /^Описание/ })).toHaveValue('Обыск по делу 12');
  }, 60_000);

  it('an order requested 13 hours ahead → approved («Открыть» links it) → its report opened without auth headers', async () => {
    const user = setupUser();
    let closed = false;
    const modal = await mock.renderAs(
      'agent_cid',
      <WarrantModal onClose={() => (closed = true)} />,
    );
    const { form } = await fillRequest(user, 13);
    // The author is the session's nick, shown disabled.
    expect(form.getByRole('textbox', { name: /^Автор/ })).toBeDisabled();
    await user.click(form.getByRole('button', { name: 'Отправить' }));
    await findSuccessToast(ORDERS_TEXT.done.requested('Обыск жилища'));
    await waitFor(() => expect(closed).toBe(true));
    const sent = mock.requests.to('/api/v1/order/add')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      operationType: 'Обыск жилища',
      faction: 'FBI',
      description: 'Обыск по делу 12',
      position: 'CID',
      rang: 'Агент',
      investigation: null,
    });
    const start = Date.parse(String(sent.operationStartTime));
    expect(start - Date.now()).toBeGreaterThan(13 * HOUR);
    expect(start - Date.now()).toBeLessThan(13 * HOUR + 10 * 60_000);
    const created = mock.server.store.data.orders.at(-1);
    if (!created) throw new Error('the order was not stored');
    expect(created.author).toBe(sent.author);

    modal.unmount();
    const grid = await renderOrders('general_counsel');
    await showPageOf(user, indexOf(created.id));
    await openRow(user, rowOf(grid, created.id));
    const view = within(await screen.findByRole('dialog', { name: `Ордер №${created.id}` }));
    await user.click(view.getByRole('button', { name: 'Выдать ордер' }));
    await openFromToast(user, ORDERS_TEXT.done.approved(created.id, created.author));
    await waitFor(() => expect(currentUrl()).toBe(`/orders?open=${created.id}`));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.requests.to(`/api/v1/order/${created.id}/approve`)[0]?.body).toEqual({
      operationType: 'Обыск жилища',
    });
    expect(created.status).toBe('APPROVED');

    const tab = fakeTab();
    await waitFor(() =>
      expect(within(rowOf(grid, created.id)).getByText('Ордер выдан')).toBeVisible(),
    );
    await openRow(user, rowOf(grid, created.id));
    await waitFor(() => expect(tab.written).toContain(`Ордер №${created.id}`));
    const [report] = mock.requests.to(`/api/v1/order/${created.id}/report`, 'GET');
    expect(report?.headers.get('Authorization')).toBeNull();
    expect(report?.headers.get('Audit-Nick')).toBeNull();
  }, 60_000);
});
