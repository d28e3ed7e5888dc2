import { AWAY_AFTER_MS, type Role } from '@fbi/domain';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterPageData } from '../../../shared/pageSettled.ts';
import { getSession } from '../../../shared/sessionStorage.ts';
import { setupMockApi } from '../../../shared/testing/mockApi.tsx';
import { AwaySlot } from './AwaySlot.tsx';
import { awayDue } from './due.ts';
import { loadSnapshot, saveSnapshot } from './storage.ts';

const mock = setupMockApi();
const ORDERS = '/api/v1/order/all';
const ROLE: Role = 'general_counsel';

/** Logs in and keeps a comparison taken `ago` ms before now. */
async function lastComparedAgo(ago: number): Promise<string> {
  await mock.loginAs(ROLE);
  const nick = getSession().nick ?? '';
  const at = new Date(Date.now() - ago).toISOString();
  saveSnapshot(localStorage, nick, { at, lists: { orders: { maxId: 20, mine: {} } } });
  return at;
}

/** Says when the page has settled, the moment the slot decides (test probe). */
function Settled() {
  return useAfterPageData() ? <p>settled</p> : null;
}

describe('awayDue (issue 26)', () => {
  it('is due on a first visit and after ten minutes, not a minute after the last look', async () => {
    await mock.loginAs(ROLE);
    const nick = getSession().nick ?? '';
    expect(awayDue(nick)).toBe(true);
    await lastComparedAgo(60_000);
    expect(awayDue(nick)).toBe(false);
    expect(awayDue(nick, Date.now() + AWAY_AFTER_MS)).toBe(true);
  });
});

describe('the away slot of the shell (issue 26)', () => {
  it('a page opened a while after the last comparison compares again', async () => {
    const at = await lastComparedAgo(AWAY_AFTER_MS + 60_000);
    await mock.renderAs('user', <AwaySlot />);
    const nick = getSession().nick ?? '';
    await waitFor(() => expect(loadSnapshot(localStorage, nick)?.at).not.toBe(at), {
      timeout: 15_000,
    });
    expect(mock.requests.to(ORDERS, 'GET').length).toBeGreaterThan(0);
  });

  it('a reload a minute after the last comparison loads nothing and asks no list', async () => {
    const at = await lastComparedAgo(60_000);
    const view = await mock.renderAs(
      'user',
      <>
        <AwaySlot />
        <Settled />
      </>,
    );
    // Once the page has settled the slot would load the watcher; it asks nothing.
    expect(await view.findByText('settled')).toBeInTheDocument();
    expect(loadSnapshot(localStorage, getSession().nick ?? '')?.at).toBe(at);
    expect(mock.requests.to(ORDERS, 'GET')).toHaveLength(0);
  });
});
