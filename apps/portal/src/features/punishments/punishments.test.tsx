import { MESSAGES, PUNISHMENTS_TEXT, REGISTRY_TEXT, UI_TEXT } from '@fbi/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { neverAnswer, override } from '@fbi/mocks/override';
import { CurrentUrl, currentUrl } from '../../shared/testing/CurrentUrl.tsx';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { findSuccessToast, openFromToast } from '../../shared/testing/toasts.ts';
import { chooseOption, fill, setupUser } from '../../shared/testing/interactions.ts';
import { PunishmentsPage } from './PunishmentsPage.tsx';
import { findLoadedGrid, openRow, rowOf } from '../../shared/testing/grids.ts';

const mock = setupMockApi();
const LIST = '/api/v1/punishment/all';

/** Renders the registry as `role` and waits for its first page. */
async function renderRegistry(role: Parameters<typeof mock.renderAs>[0], route = '/punishments') {
  await mock.renderAs(
    role,
    <>
      <PunishmentsPage />
      <CurrentUrl />
    </>,
    route,
  );
  return findLoadedGrid('Реестр наказаний');
}

const lastListQuery = () => {
  const calls = mock.requests.to(LIST, 'GET');
  const last = calls.at(-1);
  if (!last) throw new Error('the list was not requested');
  return Object.fromEntries(last.query);
};

const newest = () => {
  const [first] = [...mock.server.store.data.punishments].sort((a, b) =>
    b.date.localeCompare(a.date),
  );
  if (!first) throw new Error('the seed has no punishments');
  return first;
};

describe('/punishments (02 §2.9)', () => {
  it('«Обновить» with unchanged filters asks again and shows the table reloading', async () => {
    const user = setupUser();
    const grid = await renderRegistry('director');
    const sent = mock.requests.to('/api/v1/punishment/all', 'GET').length;
    mock.server.use(override('get', '/api/v1/punishment/all', neverAnswer));
    await user.click(await screen.findByRole('button', { name: UI_TEXT.filtersApply }));
    await waitFor(() =>
      expect(mock.requests.to('/api/v1/punishment/all', 'GET')).toHaveLength(sent + 1),
    );
    expect(grid.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  });

  it('asks for page 0 of 10 and shows the newest entry first', async () => {
    const grid = await renderRegistry('director');
    expect(lastListQuery()).toEqual({ page: '0', size: '10' });
    expect(within(grid).getAllByRole('row')).toHaveLength(11);
    expect(rowOf(grid, newest().nick)).toBeInTheDocument();
  });

  it('sends the filters as faction, authorReq, nick, type, dateFrom, dateTo, back on page 0', async () => {
    const user = setupUser();
    await renderRegistry('director', '/punishments?page=3');
    expect(lastListQuery()).toMatchObject({ page: '2' });
    const p = newest();
    await chooseOption(user, 'Фракция', p.faction);
    await fill(user, screen.getByRole('textbox', { name: 'Ник исполнителя' }), p.author);
    await fill(user, screen.getByRole('textbox', { name: 'Ник нарушителя' }), p.nick);
    await chooseOption(user, 'Тип наказания', p.type);
    await user.click(screen.getByRole('button', { name: UI_TEXT.filtersApply }));
    await waitFor(() =>
      expect(lastListQuery()).toEqual({
        faction: p.faction,
        authorReq: p.author,
        nick: p.nick,
        type: p.type,
        page: '0',
        size: '10',
      }),
    );
    const grid = screen.getByRole('grid', { name: 'Реестр наказаний' });
    await waitFor(() => expect(rowOf(grid, p.nick)).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: UI_TEXT.filtersReset }));
    await waitFor(() => expect(lastListQuery()).toEqual({ page: '0', size: '10' }));
    expect(screen.getByRole('textbox', { name: 'Ник нарушителя' })).toHaveValue('');
  });

  it('pages: the next page is asked zero-based', async () => {
    const user = setupUser();
    await renderRegistry('agent_cid');
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await waitFor(() => expect(lastListQuery()).toEqual({ page: '1', size: '10' }));
  });

  it('shows the empty text when nothing matches', async () => {
    await mock.renderAs('director', <PunishmentsPage />, '/punishments?nick=Nobody_Matches');
    expect(await screen.findByText(UI_TEXT.listEmptyFiltered)).toBeInTheDocument();
  });

  it('agent_cid views only: a row does not open', async () => {
    const user = setupUser();
    const grid = await renderRegistry('agent_cid');
    await openRow(user, rowOf(grid, newest().nick));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Выдать наказание' })).not.toBeInTheDocument();
  });

  it('director changes the type to a demotion by 2 ranks; a bad rank count is refused unsent; «Открыть» links the entry', async () => {
    const user = setupUser();
    const p = newest();
    const grid = await renderRegistry('director');
    await openRow(user, rowOf(grid, p.nick));
    const dialog = within(await screen.findByRole('dialog', { name: `Наказание: ${p.nick}` }));
    expect(dialog.getByRole('textbox', { name: 'Нарушитель' })).toHaveAttribute('readonly');

    await chooseOption(user, 'Тип наказания', 'Понижение', screen.getByRole('dialog'));
    mock.requests.clear();
    await user.click(dialog.getByRole('button', { name: UI_TEXT.change }));
    expect(await dialog.findByText(MESSAGES.demotionRanksInvalid)).toBeInTheDocument();
    expect(mock.requests.all.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await fill(user, dialog.getByRole('textbox', { name: /Количество рангов/ }), '2');
    await user.click(dialog.getByRole('button', { name: UI_TEXT.change }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = mock.requests.all.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(`/api/v1/punishment/${p.id}/type/update`);
    expect(Object.fromEntries(put?.query ?? [])).toEqual({ type: 'Понижение', rangCount: '2' });
    await waitFor(() =>
      expect(within(rowOf(grid, p.nick)).getByText('Понижение (2)')).toBeInTheDocument(),
    );
    await openFromToast(user, PUNISHMENTS_TEXT.done.changed(p.nick, 'Понижение'));
    await waitFor(() => expect(currentUrl()).toBe(`/punishments?open=${p.id}`));
  });

  it('director deletes an entry after the confirmation', async () => {
    const user = setupUser();
    const p = newest();
    const grid = await renderRegistry('director');
    await openRow(user, rowOf(grid, p.nick));
    const dialog = within(await screen.findByRole('dialog', { name: `Наказание: ${p.nick}` }));
    await user.click(dialog.getByRole('button', { name: UI_TEXT.delete }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText(UI_TEXT.confirmDeletePunishment)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: UI_TEXT.delete }));
    const deleted = await findSuccessToast(PUNISHMENTS_TEXT.done.deleted(p.nick));
    expect(
      within(deleted).queryByRole('button', { name: REGISTRY_TEXT.openRecord }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mock.requests.to(`/api/v1/punishment/${p.id}/delete`, 'DELETE')).toHaveLength(1);
    expect(mock.server.store.data.punishments.some((x) => x.id === p.id)).toBe(false);
  });

  it('creates a demotion from the page button; the first failing rule is shown and nothing sent', async () => {
    const user = setupUser();
    await renderRegistry('head_cid');
    await user.click(screen.getByRole('button', { name: 'Выдать наказание' }));
    const dialogEl = await screen.findByRole('dialog', { name: 'Выдать наказание' });
    const dialog = within(dialogEl);
    mock.requests.clear();
    await user.click(dialog.getByRole('button', { name: 'Выдать' }));
    expect(await dialog.findByText(MESSAGES.nickEmpty)).toBeInTheDocument();
    expect(mock.requests.to('/api/v1/punishment/add')).toHaveLength(0);

    await fill(user, dialog.getByRole('textbox', { name: /Ник нарушителя/ }), 'Ivan_Petrov');
    await chooseOption(user, 'Фракция', 'LSPD', dialogEl);
    await fill(user, dialog.getByRole('textbox', { name: /Статьи нарушений/ }), '12.1 УК');
    await user.keyboard('{Enter}');
    await chooseOption(user, 'Тип наказания', 'Понижение', dialogEl);
    await fill(user, dialog.getByRole('textbox', { name: /Количество рангов/ }), '1');
    await fill(
      user,
      dialog.getByRole('textbox', { name: /Доказательства нарушения/ }),
      'https://forum.example/1',
    );
    await user.keyboard('{Enter}');
    await fill(
      user,
      dialog.getByRole('textbox', { name: /Доказательство наказания/ }),
      'https://forum.example/2',
    );
    await user.click(dialog.getByRole('button', { name: 'Выдать' }));
    await findSuccessToast(PUNISHMENTS_TEXT.done.issued('Ivan_Petrov', 'Понижение'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(mock.requests.to('/api/v1/punishment/add')[0]?.body).toEqual({
        nick: 'Ivan_Petrov',
        faction: 'LSPD',
        cautions: ['12.1 УК'],
        type: 'Понижение',
        rangCount: 1,
        violationProves: ['https://forum.example/1'],
        punishmentProve: 'https://forum.example/2',
      }),
    );
  });
});
