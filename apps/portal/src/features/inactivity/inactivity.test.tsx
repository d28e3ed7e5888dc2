import { INACTIVITY_TEXT as T, MESSAGES } from '@fbi/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InactivityRequestModal from './InactivityRequestModal.tsx';
import { InactivityPage } from './InactivityPage.tsx';
import { sampleInactivity } from './fixtures.ts';
import { fakeTab } from '../../shared/testing/fakeTab.ts';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { fill, setupUser } from '../../shared/testing/interactions.ts';
import { findSuccessToast } from '../../shared/testing/toasts.ts';
import { openRow, rowOf } from '../../shared/testing/grids.ts';

// The multi-step flows below get 60 s: the time they need on a loaded machine (2 cores).

// Three known rows (unique nicks) instead of the 36 seeded ones: faster tables, exact rows.
const mock = setupMockApi((store) => {
  store.data.inactivity = [
    sampleInactivity({ id: 903, nick: 'Oleg_Awaiting', status: 'ON_HR_CHECK' }),
    sampleInactivity({ id: 902, nick: 'Pavel_Approved', status: 'APPROVED' }),
    sampleInactivity({ id: 901, nick: 'Roman_Declined', status: 'DECLINED', comment: 'Нет' }),
  ];
});

afterEach(() => vi.restoreAllMocks());

async function renderList(role: Parameters<typeof mock.renderAs>[0]) {
  await mock.renderAs(role, <InactivityPage />, '/inactive');
  const grid = await screen.findByRole('grid', { name: 'Инактивы' });
  await within(grid).findByRole('rowheader', { name: 'Oleg_Awaiting' });
  return grid;
}

describe('/inactive (02 §2.7)', () => {
  it('hr_inspector approves a request, then removes the approved inactivity', async () => {
    const user = setupUser();
    const grid = await renderList('hr_inspector');
    await openRow(user, rowOf(grid, 'Oleg_Awaiting'));
    const view = within(
      await screen.findByRole('dialog', { name: `${T.viewTitle}: Oleg_Awaiting` }),
    );
    expect(view.getByText('Отпуск')).toBeInTheDocument();
    await user.click(view.getByRole('button', { name: T.decision }));
    await user.click(await screen.findByRole('menuitem', { name: T.accept }));
    await findSuccessToast(T.done.approved('Oleg_Awaiting'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.requests.to('/api/v1/inactive/903/approve', 'PUT')).toHaveLength(1);
    await waitFor(() =>
      expect(within(rowOf(grid, 'Oleg_Awaiting')).getByText('Одобрена')).toBeInTheDocument(),
    );
    // The approval is a staff audit entry of type INACTIVE (02 §3).
    expect(mock.server.store.data.audits.some((a) => a.nick === 'Oleg_Awaiting')).toBe(true);

    await openRow(user, rowOf(grid, 'Oleg_Awaiting'));
    const approved = within(
      await screen.findByRole('dialog', { name: `${T.approvedTitle}: Oleg_Awaiting` }),
    );
    expect(approved.getByRole('button', { name: T.viewOrder })).toBeEnabled();
    await user.click(approved.getByRole('button', { name: T.remove }));
    await findSuccessToast(T.done.removed('Oleg_Awaiting'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.requests.to('/api/v1/inactive/903/delete', 'DELETE')).toHaveLength(1);
    await waitFor(() =>
      expect(within(grid).queryByRole('rowheader', { name: 'Oleg_Awaiting' })).toBeNull(),
    );
  }, 60_000);

  it('declining needs a comment, sent as the query and in the body', async () => {
    const user = setupUser();
    const grid = await renderList('director');
    await openRow(user, rowOf(grid, 'Oleg_Awaiting'));
    const view = within(
      await screen.findByRole('dialog', { name: `${T.viewTitle}: Oleg_Awaiting` }),
    );
    await user.click(view.getByRole('button', { name: T.decision }));
    await user.click(await screen.findByRole('menuitem', { name: T.decline }));
    const decline = within(
      await screen.findByRole('dialog', { name: `${T.declineTitle}: Oleg_Awaiting` }),
    );
    mock.requests.clear();
    await user.click(decline.getByRole('button', { name: T.declineSubmit }));
    expect(await decline.findByText(MESSAGES.commentRequired)).toBeInTheDocument();
    expect(mock.requests.all.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await fill(user, decline.getByRole('textbox', { name: /Комментарий/ }), 'Мало оснований');
    await user.click(decline.getByRole('button', { name: T.declineSubmit }));
    await findSuccessToast(T.done.declined('Oleg_Awaiting'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [put] = mock.requests.to('/api/v1/inactive/903/decline', 'PUT');
    expect(put?.query.get('comment')).toBe('Мало оснований');
    await waitFor(() => expect(put?.body).toEqual({ comment: 'Мало оснований' }));
    await waitFor(() =>
      expect(within(rowOf(grid, 'Oleg_Awaiting')).getByText('Мало оснований')).toBeInTheDocument(),
    );
  }, 60_000);

  it('for an ordinary user an approved row opens the order in a new tab, with the session headers (02 §7)', async () => {
    const user = setupUser();
    const tab = fakeTab();
    const grid = await renderList('agent_cid');
    await openRow(user, rowOf(grid, 'Oleg_Awaiting'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openRow(user, rowOf(grid, 'Pavel_Approved'));
    await waitFor(() => expect(tab.written).toContain('Pavel_Approved'));
    const [report] = mock.requests.to('/api/v1/inactive/902/report', 'GET');
    expect(report?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(report?.headers.get('audit-nick')).toBeTruthy();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the request form checks dueDate and reason before sending', async () => {
    const user = setupUser();
    const onClose = vi.fn();
    await mock.renderAs('agent_cid', <InactivityRequestModal onClose={onClose} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Запрос инактива' }));
    await user.click(dialog.getByRole('button', { name: T.requestSubmit }));
    expect(await dialog.findByText(MESSAGES.dueDateEmpty)).toBeInTheDocument();
    expect(mock.requests.to('/api/v1/inactive/add')).toHaveLength(0);

    // The date field's parts are spinbuttons (day first in ru-RU); typing moves on by itself.
    const [day] = dialog.getAllByRole('spinbutton');
    if (!day) throw new Error('the date field has no parts');
    await user.click(day);
    await user.keyboard('05122026');
    await user.click(dialog.getByRole('button', { name: T.requestSubmit }));
    expect(await dialog.findByText(MESSAGES.reasonEmpty)).toBeInTheDocument();
    expect(mock.requests.to('/api/v1/inactive/add')).toHaveLength(0);

    await fill(user, dialog.getByRole('textbox', { name: /Причина/ }), 'Учёба');
    await user.click(dialog.getByRole('button', { name: T.requestSubmit }));
    await findSuccessToast(T.done.requested('05.12.2026'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await waitFor(() =>
      expect(mock.requests.to('/api/v1/inactive/add')[0]?.body).toEqual({
        dueDate: '2026-12-05',
        reason: 'Учёба',
      }),
    );
  }, 60_000);
});
