import { findFieldShown } from '../../shared/testing/recordStatus.ts';
import { MESSAGES, NATIONAL_SECURITY_TEXT as T, UI_TEXT } from '@fbi/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { chooseOption, fill, setupUser, type TestUser } from '../../shared/testing/interactions.ts';
import { findSuccessToast } from '../../shared/testing/toasts.ts';
import { sampleReport } from './fixtures.ts';
import { NationalSecurityPage } from './NationalSecurityPage.tsx';

// The multi-step flows below get 60 s: the time they need on a loaded machine (2 cores).

let advisor = '';
const mock = setupMockApi((store) => {
  const account = store.data.accounts.find((a) => a.username === 'national_security_advisor');
  advisor = store.data.members.find((m) => m.id === account?.memberId)?.nick ?? '';
  store.data.nationalSecurity = [
    sampleReport({ id: 802, author: advisor, faction: 'LSPD', mark: 6 }),
    sampleReport({
      id: 801,
      author: 'Old_Report',
      faction: 'FBI',
      status: 'APPROVED',
      createdAt: '2026-10-01T10:00:00.000Z',
    }),
  ];
});

const TITLE = 'Национальная безопасность';

async function renderList(role: Parameters<typeof mock.renderAs>[0], route = '/national-security') {
  const view = await mock.renderAs(role, <NationalSecurityPage />, route);
  const grid = await screen.findByRole('grid', { name: TITLE });
  await within(grid).findByRole('rowheader', { name: advisor });
  return { grid, unmount: view.unmount };
}

async function openReport(user: TestUser, grid: HTMLElement) {
  const row = within(grid)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader', { name: advisor }));
  const [cell] = row ? within(row).getAllByRole('gridcell') : [];
  if (!cell) throw new Error('no row of the advisor');
  await user.click(cell);
  return within(await screen.findByRole('dialog', { name: `${T.viewTitle}: ${advisor}` }));
}

const statusOf = () => mock.server.store.data.nationalSecurity.find((r) => r.id === 802)?.status;

describe('/national-security (02 §2.8)', () => {
  it('«Обновить» with unchanged filters asks again and shows the table reloading', async () => {
    const user = setupUser();
    const { grid } = await renderList('national_security_inspector');
    const sent = mock.requests.to('/api/v1/national-security/all', 'GET').length;
    // The reload is held until the busy table is seen, then answered by the mock, so no call
    // is left pending into the next test.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mock.server.use(http.get('*/api/v1/national-security/all', () => held.then(() => undefined)));
    await user.click(await screen.findByRole('button', { name: UI_TEXT.filtersApply }));
    await waitFor(() =>
      expect(mock.requests.to('/api/v1/national-security/all', 'GET')).toHaveLength(sent + 1),
    );
    expect(grid.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(grid.closest('[aria-busy="true"]')).toBeNull());
  });

  it('sends the roles and the filters; marks show as N/10', async () => {
    const user = setupUser();
    const { grid } = await renderList('national_security_inspector');
    const last = () => mock.requests.to('/api/v1/national-security/all', 'GET').at(-1)?.query;
    expect(last()?.get('roles')).toBe('national_security_inspector');
    expect(within(grid).getByText('6/10')).toBeInTheDocument();

    // The filter card's fields load beside the table.
    const author = await screen.findByRole('textbox', { name: T.authorNick });
    await chooseOption(user, 'Фракция', 'LSPD');
    await fill(user, author, advisor);
    await user.click(screen.getByRole('button', { name: UI_TEXT.filtersApply }));
    await waitFor(() =>
      expect(Object.fromEntries(last() ?? [])).toEqual({
        roles: 'national_security_inspector',
        faction: 'LSPD',
        nick: advisor,
      }),
    );
    await waitFor(() => expect(within(grid).queryByText('Old_Report')).toBeNull());
  }, 60_000);

  it('a report sent back by the inspector, edited by the advisor, approved by the director', async () => {
    const user = setupUser();
    // The inspector sends it back; an empty comment is refused unsent.
    let list = await renderList('national_security_inspector');
    let view = await openReport(user, list.grid);
    expect(view.getByText(UI_TEXT.noComment)).toBeInTheDocument();
    expect(view.queryByRole('button', { name: UI_TEXT.change })).toBeNull();
    await user.click(view.getByRole('button', { name: UI_TEXT.changeStatus }));
    await user.click(await screen.findByRole('menuitem', { name: T.rework }));
    const rework = within(
      await screen.findByRole('dialog', { name: `${T.reworkTitle}: ${advisor}` }),
    );
    mock.requests.clear();
    await user.click(rework.getByRole('button', { name: T.reworkSubmit }));
    expect(await rework.findByText(MESSAGES.commentRequired)).toBeInTheDocument();
    expect(mock.requests.all.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await fill(user, rework.getByRole('textbox', { name: /Комментарий/ }), 'Добавьте факты');
    await user.click(rework.getByRole('button', { name: T.reworkSubmit }));
    await findSuccessToast(T.done.sentBack(advisor, 'LSPD'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      mock.requests.to(
        `/api/v1/national-security/802/update/${encodeURIComponent('Добавьте факты')}`,
        'PUT',
      ),
    ).toHaveLength(1);
    expect(statusOf()).toBe('NEED_IMPROVE');
    list.unmount();

    // The advisor sees the comment, has Edit and no status menu, and resubmits with mark 8.
    list = await renderList('national_security_advisor');
    view = await openReport(user, list.grid);
    await findFieldShown(view, 'Добавьте факты');
    expect(view.queryByRole('button', { name: UI_TEXT.changeStatus })).toBeNull();
    await user.click(view.getByRole('button', { name: UI_TEXT.change }));
    const editEl = await screen.findByRole('dialog', { name: `${T.editTitle}: ${advisor}` });
    await chooseOption(user, 'Оценка', '8/10', editEl);
    mock.requests.clear();
    await user.click(within(editEl).getByRole('button', { name: UI_TEXT.change }));
    await findSuccessToast(T.done.edited('LSPD'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(mock.requests.to('/api/v1/national-security/802/update', 'PUT')[0]?.body).toEqual({
        faction: 'LSPD',
        description: sampleReport().description,
        mark: 8,
      }),
    );
    expect(statusOf()).toBe('ON_INSPECTOR_CHECK');
    list.unmount();

    // The director approves; afterwards the status menu is disabled.
    list = await renderList('director');
    view = await openReport(user, list.grid);
    expect(view.getByText('8/10')).toBeInTheDocument();
    await user.click(view.getByRole('button', { name: UI_TEXT.changeStatus }));
    await user.click(await screen.findByRole('menuitem', { name: T.approve }));
    await findSuccessToast(T.done.approved(advisor, 'LSPD'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.requests.to('/api/v1/national-security/802/approve', 'PUT')).toHaveLength(1);
    expect(statusOf()).toBe('APPROVED');
    await waitFor(() => expect(within(list.grid).getAllByText('Принят')).toHaveLength(2));
    view = await openReport(user, list.grid);
    expect(view.getByRole('button', { name: UI_TEXT.changeStatus })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  }, 60_000);

  it('the creation form checks faction, description and mark before sending', async () => {
    const { default: Create } = await import('./NationalSecurityCreateModal.tsx');
    const user = setupUser();
    await mock.renderAs('national_security_advisor', <Create onClose={() => undefined} />);
    const el = await screen.findByRole('dialog', { name: 'Оценка безопасности' });
    const dialog = within(el);
    await user.click(dialog.getByRole('button', { name: T.createSubmit }));
    expect(await dialog.findByText(MESSAGES.factionEmpty)).toBeInTheDocument();
    await chooseOption(user, 'Фракция', 'FBI', el);
    await fill(user, dialog.getByRole('textbox', { name: /Описание/ }), 'Текст оценки');
    await user.click(dialog.getByRole('button', { name: T.createSubmit }));
    expect(await dialog.findByText(MESSAGES.markEmpty)).toBeInTheDocument();
    expect(mock.requests.to('/api/v1/national-security/add')).toHaveLength(0);
    await chooseOption(user, 'Оценка', '0/10', el);
    await user.click(dialog.getByRole('button', { name: T.createSubmit }));
    await findSuccessToast(T.done.filed('FBI'));
    await waitFor(() =>
      expect(mock.requests.to('/api/v1/national-security/add')[0]?.body).toEqual({
        faction: 'FBI',
        description: 'Текст оценки',
        mark: 0,
      }),
    );
  }, 60_000);
});
