/**
 * "What waits on me" (issue 12) on the seeded mock: each sidebar badge counts the records the
 * role can decide on now, checked here against the statuses the spec's machines name for that
 * role (01 §4, 02 §4, 03 §4), and deciding on one in its screen lowers the count in place. It
 * spans the sidebar and a feature's screen, so it lives with the app that composes them.
 */
import { routeTitle, WAITING_TEXT, type Role } from '@fbi/domain';
import { neverAnswer, override } from '@fbi/mocks/override';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InactivityPage } from '../features/inactivity/InactivityPage.tsx';
import { LANE_HOLD_MS } from '../features/waiting/api.ts';
import { WaitingList } from '../features/waiting/WaitingQueue.tsx';
import { setupMockApi } from '../shared/testing/mockApi.tsx';
import { setupUser } from '../shared/testing/interactions.ts';
import { SidebarGroups } from './layout/Sidebar.tsx';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

// The paginated lists (acts, laboratory) are read 100 newest records at most: keep them within.
const mock = setupMockApi(({ data }) => {
  data.labRequests = data.labRequests.slice(0, 60);
  data.acts = data.acts.slice(0, 60);
});
const store = () => mock.server.store.data;

const count = (rows: readonly { status: string }[], statuses: readonly string[]) =>
  rows.filter((r) => statuses.includes(r.status)).length;

/** The sidebar link to `route` with the badge of `n` in its name (no badge when 0). */
function badgeName(route: string, n: number): string {
  const title = routeTitle(route) ?? route;
  return n === 0 ? title : `${title}, ${WAITING_TEXT.badge(n)}`;
}

async function expectBadge(route: string, n: number) {
  const nav = within(document.body);
  await waitFor(() =>
    expect(nav.getAllByRole('link', { name: badgeName(route, n) }).length).toBeGreaterThan(0),
  );
}

describe('sidebar badges (issue 12: what waits on me)', () => {
  const cases: [Role, () => [route: string, n: number][]][] = [
    // 01 §4: the senior reviews MW reports ON_SENIOR_CHECK and issues the warrant on APPROVED ones.
    [
      'head_cid',
      () => [
        ['/most-wanted', count(store().mostWanted, ['ON_SENIOR_CHECK', 'APPROVED'])],
        ['/orders', 0],
      ],
    ],
    // 02 §4: orders ON_CHECK are approved or declined by the general counsel.
    ['general_counsel', () => [['/orders', count(store().orders, ['ON_CHECK'])]]],
    // 03 §4: a request ON_CHECK is taken or approved, one IN_PROGRESS finished.
    [
      'criminalist',
      () => [
        ['/laboratory', count(store().labRequests, ['ON_CHECK', 'IN_PROGRESS'])],
        ['/orders', 0],
      ],
    ],
    // 02 §4: inactivity ON_HR_CHECK is approved or declined by the HR inspector.
    // 02 §4 inactivity ON_HR_CHECK; an inspector also executes acts AWAIT_IN_GAME (02 §4) and
    // works laboratory requests (03 §6).
    [
      'hr_inspector',
      () => [
        ['/inactive', count(store().inactivity, ['ON_HR_CHECK'])],
        ['/acts', count(store().acts, ['AWAIT_IN_GAME'])],
        ['/laboratory', count(store().labRequests, ['ON_CHECK', 'IN_PROGRESS'])],
      ],
    ],
    // 03 §4: the head of DEA allows or cancels a home check ON_HEAD_CHECK.
    ['head_dea', () => [['/dea-home', count(store().homeChecks, ['ON_HEAD_CHECK'])]]],
  ];

  it.each(cases)(
    '%s: each badge counts the records the role can act on',
    async (role, expected) => {
      await mock.renderAs(role, <SidebarGroups />);
      for (const [route, n] of expected()) {
        await expectBadge(route, n);
      }
    },
  );

  it('asks its lists one after another, never two at once (issue 13: one long task)', async () => {
    const networkFetch = globalThis.fetch;
    let inFlight = 0;
    let most = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!new URL(url, location.origin).pathname.endsWith('/all')) {
        return networkFetch(input, init);
      }
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        const response = await networkFetch(input, init);
        // Held until its body is read, as the lane holds the next list until this one is judged.
        return new Response(await response.text(), response);
      } finally {
        inFlight -= 1;
      }
    });
    await mock.renderAs('hr_inspector', <SidebarGroups />);
    await expectBadge('/inactive', count(store().inactivity, ['ON_HR_CHECK']));
    await expectBadge('/acts', count(store().acts, ['AWAIT_IN_GAME']));
    await expectBadge('/laboratory', count(store().labRequests, ['ON_CHECK', 'IN_PROGRESS']));
    expect(mock.requests.all.filter((r) => r.path.endsWith('/all')).length).toBeGreaterThan(2);
    expect(most).toBe(1);
  });

  it('a list that never answers holds the next ones for LANE_HOLD_MS only', async () => {
    // hr_inspector's lists in the lane's order: laboratory, inactivity, acts.
    mock.server.use(override('get', '/api/v1/laboratory/all', neverAnswer));
    await mock.renderAs('hr_inspector', <SidebarGroups />);
    await waitFor(() => expect(mock.requests.to('/api/v1/laboratory/all')).toHaveLength(1));
    const asked = Date.now();
    await expectBadge('/inactive', count(store().inactivity, ['ON_HR_CHECK']));
    await expectBadge('/acts', count(store().acts, ['AWAIT_IN_GAME']));
    expect(Date.now() - asked).toBeGreaterThanOrEqual(LANE_HOLD_MS - 100);
  });

  it('a list still waiting in the lane is not asked once the sidebar is gone', async () => {
    // A story or test that ends (or a page left) must not leave its lists running into the next.
    mock.server.use(override('get', '/api/v1/laboratory/all', neverAnswer));
    const { unmount } = await mock.renderAs('hr_inspector', <SidebarGroups />);
    await waitFor(() => expect(mock.requests.to('/api/v1/laboratory/all')).toHaveLength(1));
    unmount();
    await new Promise((r) => setTimeout(r, LANE_HOLD_MS + 500));
    expect(mock.requests.to('/api/v1/inactive/all')).toHaveLength(0);
    expect(mock.requests.to('/api/v1/act/all')).toHaveLength(0);
  });

  it('a public user gets no badge and asks no list', async () => {
    await mock.renderAs('user', <SidebarGroups />);
    await screen.findAllByRole('link');
    await new Promise((r) => setTimeout(r, 600));
    expect(screen.queryByText(/вашего решения/)).toBeNull();
    expect(mock.requests.all.filter((r) => r.path.endsWith('/all'))).toHaveLength(0);
  });

  it('the badges wait for the page: no list of theirs is asked while the page loads', async () => {
    mock.server.use(override('get', '/api/v1/inactive/all', neverAnswer));
    await mock.renderAs(
      'general_counsel',
      <>
        <SidebarGroups />
        <InactivityPage />
      </>,
      '/inactive',
    );
    await waitFor(() => expect(mock.requests.to('/api/v1/inactive/all')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 1000));
    expect(mock.requests.to('/api/v1/order/all')).toHaveLength(0);
    expect(screen.queryByText(/вашего решения/)).toBeNull();
  });

  it('hr_inspector approves an inactivity: the badge drops by one in place', async () => {
    const user = setupUser();
    // Three waiting requests only, so the first is on the list's first page.
    const waiting = store()
      .inactivity.filter((r) => r.status === 'ON_HR_CHECK')
      .slice(0, 3);
    store().inactivity = waiting;
    const first = waiting[0];
    if (!first) throw new Error('the seed has no inactivity ON_HR_CHECK');
    await mock.renderAs(
      'hr_inspector',
      <>
        <SidebarGroups />
        <InactivityPage />
      </>,
      '/inactive',
    );
    await expectBadge('/inactive', waiting.length);
    const grid = await screen.findByRole('grid', { name: routeTitle('/inactive') ?? '' });
    const row = await waitFor(() => {
      const found = within(grid)
        .getAllByRole('row')
        .find((r) => within(r).queryByRole('rowheader', { name: first.nick }));
      if (!found) throw new Error('no row yet');
      return found;
    });
    const [cell] = within(row).getAllByRole('gridcell');
    if (!cell) throw new Error('no cell');
    await user.click(cell);
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Решение' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Одобрить' }));
    await waitFor(() =>
      expect(mock.requests.to(`/api/v1/inactive/${first.id}/approve`, 'PUT')).toHaveLength(1),
    );
    await expectBadge('/inactive', waiting.length - 1);
  });
});

describe('the queue (issue 12)', () => {
  it('general_counsel: orders ON_CHECK and MW reports to warrant, by registry, longest waiting first', async () => {
    // 02 §4 order decisions; 01 §4 the warrant on an APPROVED MW report (general_counsel may).
    // Issue 26: the sidebar's registries in order (orders before MW), the oldest first in each.
    const oldestFirst = (a: { at: string }, b: { at: string }) => a.at.localeCompare(b.at);
    const expected = [
      ...store()
        .orders.filter((o) => o.status === 'ON_CHECK')
        .map((o) => ({
          at: o.createdAt,
          name: WAITING_TEXT.record(routeTitle('/orders') ?? '', o.id),
        }))
        .sort(oldestFirst),
      ...store()
        .mostWanted.filter((r) => r.status === 'APPROVED')
        .map((r) => ({
          at: r.createdAt,
          name: WAITING_TEXT.record(routeTitle('/most-wanted') ?? '', r.id),
        }))
        .sort(oldestFirst),
    ];
    await mock.renderAs('general_counsel', <WaitingList />);
    const list = await screen.findByRole('list', { name: WAITING_TEXT.list });
    // The lists answer one after another: the first one's records show while the next loads.
    await waitFor(() => expect(screen.queryByText(WAITING_TEXT.loading)).toBeNull());
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(expected.map((e) => e.name));
    // A record of the queue opens itself: its list's ?open=<id> (issue 24).
    const order = links.find((l) => l.textContent?.startsWith(routeTitle('/orders') ?? ''));
    const onCheck = store().orders.find(
      (o) => order?.textContent === WAITING_TEXT.record(routeTitle('/orders') ?? '', o.id),
    );
    expect(order).toHaveAttribute('href', `/orders?open=${onCheck?.id}`);
  });

  it('says how long each record has waited, and marks the ones past their threshold', async () => {
    const day = 86_400_000;
    const now = Date.now();
    const [old, fresh] = store().orders.filter((o) => o.status === 'ON_CHECK');
    if (!old || !fresh) throw new Error('the seed has two orders on check');
    // An order waits too long after a day (WAITING_KINDS.orders.overdueDays).
    old.createdAt = new Date(now - 3 * day - 3_600_000).toISOString();
    fresh.createdAt = new Date(now - 5 * 3_600_000 - 60_000).toISOString();
    await mock.renderAs('general_counsel', <WaitingList />);
    const list = await screen.findByRole('list', { name: WAITING_TEXT.list });
    const row = (id: number) =>
      within(list)
        .getByRole('link', { name: WAITING_TEXT.record(routeTitle('/orders') ?? '', id) })
        .closest('li');
    await waitFor(() => expect(row(old.id)).toHaveTextContent(WAITING_TEXT.waited('3 дня')));
    expect(row(old.id)).toHaveTextContent(WAITING_TEXT.overdue);
    expect(row(fresh.id)).toHaveTextContent(WAITING_TEXT.waited('5 часов'));
    expect(row(fresh.id)).not.toHaveTextContent(WAITING_TEXT.overdue);
  });

  it('says so when nothing waits', async () => {
    mock.server.store.data.inactivity = [];
    mock.server.store.data.labRequests = [];
    mock.server.store.data.acts = [];
    mock.server.store.data.homeChecks = [];
    await mock.renderAs('hr_inspector', <WaitingList />);
    expect(await screen.findByText(WAITING_TEXT.empty)).toBeInTheDocument();
  });
});
