import { routeTitle, statusLabel, WAITING_TEXT } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import { createStore } from '@fbi/mocks/store';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { findDialog, page } from '../../shared/testing/storyPlay.ts';
import { WaitingQueue } from './WaitingQueue.tsx';

const ORDERS = '/api/v1/order/all';
const MW = '/api/v1/most-wanted/all';

/** The 'Ждут меня' button and its queue (issue 12), as the sidebar shows them. */
const meta = {
  title: 'Portal/Waiting/WaitingQueue',
  component: WaitingQueue,
  parameters: { session: { role: 'general_counsel' } },
} satisfies Meta<typeof WaitingQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

const openQueue = async () => {
  // The count comes once the lists answer (after the browser is idle).
  await page().findByText(/^, \d+ \S+ вашего решения$/, {}, { timeout: 15_000 });
  await userEvent.click(page().getByRole('button', { name: WAITING_TEXT.open }));
  return findDialog(WAITING_TEXT.title);
};

/** general_counsel: orders ON_CHECK and MW reports to warrant, each with how long it has waited. */
export const Filled: Story = {
  play: async () => {
    const dialog = await openQueue();
    const list = within(await dialog.findByRole('list', { name: WAITING_TEXT.list }));
    const links = list.getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(links.some((l) => l.textContent?.startsWith(routeTitle('/orders') ?? ''))).toBe(
      true,
    );
    for (const item of list.getAllByRole('listitem'))
      await expect(item).toHaveTextContent(/ждёт (\d+ (дн|ден|час)|меньше часа)/);
  },
};

const HOUR = 3_600_000;
/** Two orders on check of the seeded store, filed `hours` ago each. */
const ordersFiled = (...hours: number[]) =>
  createStore()
    .data.orders.filter((o) => o.status === 'ON_CHECK')
    .slice(0, hours.length)
    .map((o, i) => ({
      ...o,
      createdAt: new Date(Date.now() - (hours[i] ?? 0) * HOUR).toISOString(),
    }));

/**
 * How long each record has waited (issue 26), the longest first within its registry; an order
 * waiting past a day is marked «Долго ждёт».
 */
export const WaitedAndOverdue: Story = {
  beforeEach({ msw }) {
    const orders = ordersFiled(5, 74);
    msw.use(
      override('get', ORDERS, () => orders),
      override('get', MW, () => []),
    );
  },
  play: async () => {
    const dialog = await openQueue();
    const list = within(await dialog.findByRole('list', { name: WAITING_TEXT.list }));
    const [oldest, newest] = list.getAllByRole('listitem');
    await expect(oldest).toHaveTextContent(WAITING_TEXT.waited('3 дня'));
    await expect(oldest).toHaveTextContent(WAITING_TEXT.overdue);
    await expect(newest).toHaveTextContent(WAITING_TEXT.waited('5 часов'));
    await expect(newest).not.toHaveTextContent(WAITING_TEXT.overdue);
  },
};

/** Nothing waits: the button has no count and the queue says so. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      override('get', ORDERS, () => []),
      override('get', MW, () => []),
    );
  },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: WAITING_TEXT.open }));
    const dialog = await findDialog(WAITING_TEXT.title);
    await expect(await dialog.findByText(WAITING_TEXT.empty)).toBeInTheDocument();
  },
};

/** The lists still answering: the queue shows that it loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', ORDERS, neverAnswer), override('get', MW, neverAnswer));
  },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: WAITING_TEXT.open }));
    const dialog = await findDialog(WAITING_TEXT.title);
    await expect(await dialog.findByRole('status')).toHaveTextContent(WAITING_TEXT.loading);
  },
};

/**
 * One list answered, the next still answering (the lists are asked one after another): the
 * records so far are listed, and the loading line stays below them.
 */
export const PartlyAnswered: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', MW, neverAnswer));
  },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: WAITING_TEXT.open }));
    const dialog = await findDialog(WAITING_TEXT.title);
    const list = within(await dialog.findByRole('list', { name: WAITING_TEXT.list }));
    await expect(
      list
        .getAllByRole('link')
        .every((l) => l.textContent?.startsWith(routeTitle('/orders') ?? '')),
    ).toBe(true);
    await expect(dialog.getByRole('status')).toHaveTextContent(WAITING_TEXT.loading);
  },
};

/** One registry fails (500): it is named, the others' records are still listed. */
export const OneRegistryFailing: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', ORDERS, () => errorAnswer(500, 'Внутренняя ошибка')));
  },
  play: async () => {
    const dialog = await openQueue();
    await expect(
      await dialog.findByText(WAITING_TEXT.failed(routeTitle('/orders') ?? '')),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('list', { name: WAITING_TEXT.list })).toBeInTheDocument();
  },
};

/**
 * On a phone (390 px) the office's long status ('На проверке у Главы внутренней безопасности')
 * wraps inside its record: no record runs past the dialog's edge.
 */
export const PhoneLongStatus: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { session: { role: 'head_internal_security_department' } },
  play: async () => {
    const dialog = await openQueue();
    const list = await dialog.findByRole('list', { name: WAITING_TEXT.list });
    await expect(
      within(list).getAllByText(statusLabel('office', 'ON_CHECK')).length,
    ).toBeGreaterThan(0);
    for (const item of within(list).getAllByRole('listitem')) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
