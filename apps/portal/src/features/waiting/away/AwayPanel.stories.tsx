import { AWAY_TEXT as T, routeTitle, statusLabel } from '@fbi/domain';
import { errorAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { PAGE_SETTLED_LATEST_MS } from '../../../shared/pageSettled.ts';
import { getSession } from '../../../shared/sessionStorage.ts';
import { findDialog, page } from '../../../shared/testing/storyPlay.ts';
import { AwaySlot } from './AwaySlot.tsx';
import type { Snapshot } from './compare.ts';
import { loadSnapshot, saveSnapshot } from './storage.ts';

const ORDERS = '/api/v1/order/all';
const RAPORTS = '/api/v1/report/all';
const HISTORY = '/api/v1/history/{kind}/{id}';
const LAST_VISIT = '2026-11-20T09:00:00.000Z';
const COMMENT = 'Нет доказательств';
const HEAD = 'Head_Of_Cid';

/**
 * How long the panel may take by design: the page settles at the latest after
 * PAGE_SETTLED_LATEST_MS, then the caller's lists are asked one after another, in ms.
 */
const PANEL_DUE_MS = PAGE_SETTLED_LATEST_MS + 10_000;

const me = () => getSession().nick ?? '';

/** What this browser saw at the last visit: my raport 10 on check, the orders up to 20. */
const lastVisit = (): Snapshot => ({
  at: LAST_VISIT,
  lists: {
    orders: { maxId: 20, mine: {} },
    raports: { maxId: 10, mine: { '10': 'ON_HEAD_CHECK' } },
  },
});

const order = (id: number, author: string) => ({
  id,
  createdAt: '2026-11-21T10:00:00.000Z',
  author,
  approver: null,
  comment: null,
  status: 'ON_CHECK',
});

const raport = (id: number, author: string, status: string, comment: string | null) => ({
  id,
  investigationId: 1,
  faction: 'FBI',
  caseNo: `FIB-${id}`,
  author,
  createdAt: '2026-11-19T10:00:00.000Z',
  status,
  comment,
  description: 'Рапорт',
  proves: [],
  cautions: [],
});

/** Now: order 31 filed by someone else, my raport 10 returned with a comment. */
const listsNow = () => [
  override('get', ORDERS, () => [order(31, 'New_Agent'), order(20, 'Other_Agent')]),
  override('get', RAPORTS, () => [raport(10, me(), 'NEED_IMPROVE', COMMENT)]),
];

/** The return as the history extension tells it. */
const returned = () => [
  {
    type: 'DECIDED',
    author: HEAD,
    createdAt: '2026-11-21T12:00:00.000Z',
    comment: COMMENT,
    fromStatus: 'ON_HEAD_CHECK',
    toStatus: 'NEED_IMPROVE',
    changes: [],
  },
];

const findPanel = async () => {
  await page().findByRole('dialog', { name: T.title }, { timeout: PANEL_DUE_MS });
  return findDialog(T.title);
};

const decisionText = T.decision(
  routeTitle('/raports') ?? '',
  10,
  statusLabel('raport', 'NEED_IMPROVE'),
);
const newText = T.newRecord(routeTitle('/orders') ?? '', 31, 'New_Agent');

/**
 * «Пока вас не было» (issue 26) as the shell mounts it: once the page has settled it compares
 * the caller's lists with this browser's snapshot and opens only when something is new.
 */
const meta = {
  title: 'Portal/Waiting/AwayPanel',
  component: AwaySlot,
  parameters: { session: { role: 'general_counsel' } },
} satisfies Meta<typeof AwaySlot>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Back after a while: my raport was returned (its comment, and who decided from the history),
 * and an order was filed where I review; each line opens its record, closing the panel.
 */
export const DecisionsAndNewRecords: Story = {
  beforeEach({ msw }) {
    saveSnapshot(localStorage, me(), lastVisit());
    msw.use(...listsNow(), override('get', HISTORY, returned));
  },
  play: async () => {
    const panel = await findPanel();
    await expect(panel.getByRole('heading', { name: T.decisions })).toBeInTheDocument();
    const decision = panel.getByRole('link', { name: decisionText });
    await expect(decision).toHaveAttribute('href', '/raports?open=10');
    await expect(panel.getByText(T.comment(COMMENT))).toBeInTheDocument();
    await expect(await panel.findByText(T.decidedBy(HEAD))).toBeInTheDocument();
    await expect(panel.getByRole('heading', { name: T.newRecords })).toBeInTheDocument();
    const fresh = panel.getByRole('link', { name: newText });
    await expect(fresh).toHaveAttribute('href', '/orders?open=31');
    await userEvent.click(fresh);
    await waitFor(() => expect(page().queryByRole('dialog', { name: T.title })).toBeNull());
  },
};

/**
 * A server without the history extension (404): the decision is still listed with the list's
 * own comment, without who took it, and nothing says the history failed.
 */
export const WithoutHistory: Story = {
  beforeEach({ msw }) {
    saveSnapshot(localStorage, me(), lastVisit());
    msw.use(
      ...listsNow(),
      override('get', HISTORY, () => errorAnswer(404, 'Не найдено')),
    );
  },
  play: async () => {
    const panel = await findPanel();
    await expect(panel.getByRole('link', { name: decisionText })).toBeInTheDocument();
    await expect(panel.getByText(T.comment(COMMENT))).toBeInTheDocument();
    await expect(panel.queryByText(T.decidedBy(HEAD))).toBeNull();
    await expect(panel.queryByRole('alert')).toBeNull();
  },
};

/**
 * Nothing new since the last visit: the lists answered what the browser saw, so the snapshot is
 * taken again and no panel opens.
 */
export const NothingNewNotShown: Story = {
  beforeEach({ msw }) {
    saveSnapshot(localStorage, me(), {
      at: LAST_VISIT,
      lists: {
        orders: { maxId: 31, mine: {} },
        raports: { maxId: 10, mine: { '10': 'NEED_IMPROVE' } },
      },
    });
    msw.use(...listsNow());
  },
  play: async () => {
    await waitFor(() => expect(loadSnapshot(localStorage, me())?.at).not.toBe(LAST_VISIT), {
      timeout: PANEL_DUE_MS,
    });
    await expect(page().queryByRole('dialog', { name: T.title })).toBeNull();
  },
};
