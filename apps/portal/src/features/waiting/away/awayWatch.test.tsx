import { AWAY_TEXT, NOTIFY_TEXT, routeTitle, type Role } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIST_REFRESH_MS } from '../../../shared/registry/refresh.ts';
import { getSession } from '../../../shared/sessionStorage.ts';
import { setupMockApi } from '../../../shared/testing/mockApi.tsx';
import { useSession } from '../../../shared/useSession.ts';
import { saveNotifySettings } from '../notify/settings.ts';
import AwayWatch from './AwayWatch.tsx';
import { loadSnapshot, saveSnapshot } from './storage.ts';

const mock = setupMockApi();
const ORDERS = '/api/v1/order/all';
const ROLE: Role = 'general_counsel';
const LAST_VISIT = '2026-11-20T09:00:00.000Z';
const ORDERS_TITLE = routeTitle('/orders') ?? '';

/** An order on check filed by someone else, as the list answers it. */
const order = (id: number) => ({
  id,
  createdAt: '2026-11-21T10:00:00.000Z',
  author: 'Other_Agent',
  approver: null,
  comment: null,
  status: 'ON_CHECK',
});

/** The orders list answers `ids`, newest first. */
const ordersAre = (...ids: number[]) =>
  mock.server.use(override('get', ORDERS, () => ids.map(order)));

/** The watcher as the shell mounts it for the signed-in user. */
function Watch() {
  const { nick, roles, rang } = useSession();
  return nick === null ? null : <AwayWatch nick={nick} roles={roles} rang={rang} />;
}

const setVisibility = (state: 'hidden' | 'visible') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
};

/** Logs in, keeps a last visit that saw the orders up to 20, renders the watcher. */
async function renderWatch() {
  await mock.loginAs(ROLE);
  const nick = getSession().nick ?? '';
  saveSnapshot(localStorage, nick, { at: LAST_VISIT, lists: { orders: { maxId: 20, mine: {} } } });
  await mock.renderAs('user', <Watch />);
  // The comparison is done once the snapshot is taken again.
  await waitFor(() => expect(loadSnapshot(localStorage, nick)?.at).not.toBe(LAST_VISIT));
  return nick;
}

afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the away watcher (issue 26)', () => {
  it('waits for an open dialog to close before it opens the panel', async () => {
    ordersAre(31, 20);
    const open = document.createElement('div');
    open.setAttribute('role', 'dialog');
    document.body.append(open);
    await renderWatch();
    expect(screen.queryByRole('dialog', { name: AWAY_TEXT.title })).toBeNull();
    open.remove();
    expect(await screen.findByRole('dialog', { name: AWAY_TEXT.title })).toBeInTheDocument();
  });

  it('compares again when the tab shows after ten minutes hidden, and lists the new record', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    ordersAre(20);
    await renderWatch();
    expect(screen.queryByRole('dialog', { name: AWAY_TEXT.title })).toBeNull();
    const asked = mock.requests.to(ORDERS, 'GET').length;
    ordersAre(31, 20);
    setVisibility('hidden');
    vi.setSystemTime(Date.now() + 10 * 60_000);
    setVisibility('visible');
    const panel = await screen.findByRole('dialog', { name: AWAY_TEXT.title });
    expect(
      within(panel).getByRole('link', {
        name: AWAY_TEXT.newRecord(ORDERS_TITLE, 31, 'Other_Agent'),
      }),
    ).toHaveAttribute('href', '/orders?open=31');
    expect(mock.requests.to(ORDERS, 'GET')).toHaveLength(asked + 1);
  });
});

describe('the notifications (issue 26)', () => {
  it('asks nothing while the tab is hidden when they are off', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    ordersAre(20);
    await renderWatch();
    mock.requests.clear();
    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(3 * LIST_REFRESH_MS));
    expect(mock.requests.all).toHaveLength(0);
  });

  it('when on, raises one a minute while hidden for new records waiting on me, grouped', async () => {
    const raised: { title: string; body: string | undefined }[] = [];
    vi.stubGlobal(
      'Notification',
      class {
        static permission = 'granted';
        onclick: (() => void) | null = null;
        constructor(title: string, options?: NotificationOptions) {
          raised.push({ title, body: options?.body });
        }
        close() {}
      },
    );
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
      shouldAdvanceTime: true,
    });
    await mock.loginAs(ROLE);
    saveNotifySettings(getSession().nick ?? '', { on: true, sound: false });
    ordersAre(20);
    await renderWatch();
    mock.requests.clear();
    setVisibility('hidden');
    ordersAre(31, 20);
    await act(() => vi.advanceTimersByTimeAsync(LIST_REFRESH_MS));
    await waitFor(() => expect(raised).toHaveLength(1));
    expect(raised[0]).toEqual({
      title: NOTIFY_TEXT.heading,
      body: NOTIFY_TEXT.queued(ORDERS_TITLE, 31),
    });
    ordersAre(33, 32, 31, 20);
    await act(() => vi.advanceTimersByTimeAsync(LIST_REFRESH_MS));
    await waitFor(() => expect(mock.requests.to(ORDERS, 'GET').length).toBeGreaterThan(1));
    expect(raised).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(LIST_REFRESH_MS));
    await waitFor(() => expect(raised).toHaveLength(2));
    expect(raised[1]?.body).toBe(`${NOTIFY_TEXT.queued(ORDERS_TITLE, 33)}\n${NOTIFY_TEXT.more(1)}`);
    setVisibility('visible');
    ordersAre(34, 33, 32, 31, 20);
    await act(() => vi.advanceTimersByTimeAsync(3 * LIST_REFRESH_MS));
    expect(raised).toHaveLength(2);
  });
});
