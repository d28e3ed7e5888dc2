import { PUNISHMENTS_TEXT, REGISTRY_TEXT, type Role } from '@fbi/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PunishmentsPage } from '../../features/punishments/PunishmentsPage.tsx';
import { setupUser } from '../testing/interactions.ts';
import { setupMockApi } from '../testing/mockApi.tsx';
import { LIST_REFRESH_MS } from './refresh.ts';

// The kit, through its first declaration (/punishments): record links, export, fresh lists.
const mock = setupMockApi();
const LIST = '/api/v1/punishment/all';
const TITLE = 'Реестр наказаний';

const byDate = () =>
  [...mock.server.store.data.punishments].sort((a, b) => b.date.localeCompare(a.date));
const newest = () => {
  const [first] = byDate();
  if (!first) throw new Error('the seed has no punishments');
  return first;
};
const oldest = () => {
  const last = byDate().at(-1);
  if (!last) throw new Error('the seed has no punishments');
  return last;
};

/**
 * Renders /punishments (with `search`) as `role` and waits for its rows (hidden from the
 * accessibility tree while a record's dialog is open over them).
 */
async function renderList(role: Role, search = '') {
  await mock.renderAs(role, <PunishmentsPage />, `/punishments${search}`);
  const grid = await screen.findByRole('grid', { name: TITLE, hidden: true });
  await waitFor(() =>
    expect(within(grid).getAllByRole('row', { hidden: true }).length).toBeGreaterThan(1),
  );
  return grid;
}

/** Files a punishment as another signed-in person, beside the page's own session. */
async function fileFromAnotherSession(nick: string) {
  const login = await fetch(`${location.origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'director', password: 'password' }),
  });
  const session = (await login.json()) as { token: string; nick: string };
  const sample = newest();
  const answer = await fetch(`${location.origin}/api/v1/punishment/add`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${session.token}`,
      'Audit-Nick': session.nick,
    },
    body: JSON.stringify({
      nick,
      faction: sample.faction,
      cautions: sample.cautions,
      type: 'Выговор',
      violationProves: ['https://example.com/violation'],
      punishmentProve: 'https://example.com/punishment',
    }),
  });
  expect(answer.status).toBeLessThan(300);
}

describe('a record link, ?open=<id> (issue 24)', () => {
  it('opens the record from a cold load, and «Скопировать ссылку» copies that link', async () => {
    const user = setupUser();
    const record = newest();
    await renderList('director', `?open=${record.id}`);
    const dialog = await screen.findByRole('dialog', {
      name: `${PUNISHMENTS_TEXT.editTitle}: ${record.nick}`,
    });
    await user.click(within(dialog).getByRole('button', { name: REGISTRY_TEXT.copyLink }));
    expect(await screen.findByText(REGISTRY_TEXT.linkCopied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toMatch(
      new RegExp(`/punishments\\?open=${record.id}$`),
    );
  });

  it('finds a record beyond the shown page by walking the list 100 rows a page', async () => {
    const record = oldest();
    await renderList('director', `?open=${record.id}`);
    await screen.findByRole('dialog', { name: `${PUNISHMENTS_TEXT.editTitle}: ${record.nick}` });
    const walked = mock.requests.to(LIST, 'GET').filter((r) => r.query.get('size') === '100');
    expect(walked.length).toBeGreaterThan(0);
  });

  it('says one thing for an id that does not exist', async () => {
    await renderList('director', '?open=999999');
    expect(await screen.findByText(REGISTRY_TEXT.recordMissing(999999))).toBeInTheDocument();
  });

  it('says the same for a record whose row this role may not open', async () => {
    const record = newest();
    await renderList('agent_cid', `?open=${record.id}`);
    expect(await screen.findByText(REGISTRY_TEXT.recordMissing(record.id))).toBeInTheDocument();
    expect(
      screen.queryByRole('dialog', { name: `${PUNISHMENTS_TEXT.editTitle}: ${record.nick}` }),
    ).not.toBeInTheDocument();
  });

  it('closing the record leaves the list (the dialog is gone, the rows stay)', async () => {
    const user = setupUser();
    const record = newest();
    const grid = await renderList('director', `?open=${record.id}`);
    const dialog = await screen.findByRole('dialog', {
      name: `${PUNISHMENTS_TEXT.editTitle}: ${record.nick}`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(grid).toBeInTheDocument();
  });
});

describe('«Экспорт CSV» (issue 24)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves every row of the current filters as CSV with a BOM and the shown headers', async () => {
    const user = setupUser();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const record = newest();
    await renderList('agent_cid', `?nick=${record.nick}`);
    await user.click(screen.getByRole('button', { name: REGISTRY_TEXT.exportCsv }));
    const expected = mock.server.store.data.punishments.filter((p) =>
      p.nick.toLowerCase().includes(record.nick.toLowerCase()),
    ).length;
    expect(await screen.findByText(REGISTRY_TEXT.exportDone(expected))).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    const [blob] = blobs;
    if (!blob) throw new Error('no file was made');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Blob.text() decodes as UTF-8 and drops the BOM.
    const lines = (await blob.text()).split('\r\n');
    expect(lines[0]).toBe(
      [
        PUNISHMENTS_TEXT.violator,
        PUNISHMENTS_TEXT.faction,
        PUNISHMENTS_TEXT.articles,
        PUNISHMENTS_TEXT.measure,
        PUNISHMENTS_TEXT.violationProof,
        PUNISHMENTS_TEXT.punishmentProof,
        PUNISHMENTS_TEXT.executor,
        PUNISHMENTS_TEXT.date,
      ].join(';'),
    );
    expect(lines).toHaveLength(expected + 1);
    const exported = mock.requests.to(LIST, 'GET').at(-1);
    expect(exported?.query.get('nick')).toBe(record.nick);
    expect(exported?.query.get('size')).toBe('100');
  });
});

// A browser fires visibilitychange at the document, bubbling (HTML "update the visibility state").
describe('a list that stays fresh (issue 24)', () => {
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('shows a record filed in another session within 30 s, marked «Новое»', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    const grid = await renderList('director');
    await fileFromAnotherSession('Fresh_Arrival');
    expect(within(grid).queryByText('Fresh_Arrival')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LIST_REFRESH_MS));
    const header = await within(grid).findByRole('rowheader', { name: /Fresh_Arrival/ });
    expect(within(header).getByText(REGISTRY_TEXT.fresh)).toBeInTheDocument();
    // Rows that were there from the start carry no mark.
    expect(within(grid).getAllByText(REGISTRY_TEXT.fresh)).toHaveLength(1);
  });

  it('asks nothing while the tab is hidden, and asks at once when it is shown again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    await renderList('director');
    const sent = mock.requests.to(LIST, 'GET').length;
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await act(() => vi.advanceTimersByTimeAsync(3 * LIST_REFRESH_MS));
    expect(mock.requests.to(LIST, 'GET')).toHaveLength(sent);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await waitFor(() => expect(mock.requests.to(LIST, 'GET')).toHaveLength(sent + 1));
  });
});
