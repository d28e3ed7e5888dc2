import { ACTS_TEXT, MESSAGES, REGISTRY_TEXT, UI_TEXT } from '@fbi/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { neverAnswer, override } from '@fbi/mocks/override';
import { CurrentUrl, currentUrl } from '../../shared/testing/CurrentUrl.tsx';
import { findStatusShown } from '../../shared/testing/recordStatus.ts';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { findSuccessToast, findToast, openFromToast } from '../../shared/testing/toasts.ts';
import { chooseOption, fill, setupUser, type TestUser } from '../../shared/testing/interactions.ts';
import ActCreateModal from './ActCreateModal.tsx';
import { ActsPage } from './ActsPage.tsx';
import TribunalActModal from './TribunalActModal.tsx';
import { findLoadedGrid } from '../../shared/testing/grids.ts';

const mock = setupMockApi();
const LIST = '/api/v1/act/all';
const GRID = 'Акты нарушений';

/** Renders /acts as `role` and waits for the data rows. */
async function renderActs(role: Parameters<typeof mock.renderAs>[0], route = '/acts') {
  await mock.renderAs(role, <ActsPage />, route);
  const grid = await findLoadedGrid(GRID);
  return grid;
}

const lastListQuery = () => {
  const last = mock.requests.to(LIST, 'GET').at(-1);
  if (!last) throw new Error('the list was not requested');
  return Object.fromEntries(last.query);
};

/** The first seeded act in `status`. */
const actIn = (status: string) => {
  const act = mock.server.store.data.acts.find((a) => a.status === status);
  if (!act) throw new Error(`the seed has no ${status} act`);
  return act;
};

/** Opens the row of `nick` (the route filters the list down to it). */
async function openAct(user: TestUser, grid: HTMLElement, nick: string) {
  const row = within(grid)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader', { name: nick }));
  if (!row) throw new Error(`no row for ${nick}`);
  const [cell] = within(row).getAllByRole('gridcell');
  if (!cell) throw new Error('the row has no cells');
  await user.click(cell);
  return screen.findByRole('dialog', { name: `Акт: ${nick}` });
}

const statusOf = (id: number) => mock.server.store.data.acts.find((a) => a.id === id)?.status;

describe('/acts (02 §2.1)', () => {
  it('«Обновить» with unchanged filters asks again and shows the table reloading', async () => {
    const user = setupUser();
    const grid = await renderActs('director');
    const sent = mock.requests.to('/api/v1/act/all', 'GET').length;
    mock.server.use(override('get', '/api/v1/act/all', neverAnswer));
    await user.click(await screen.findByRole('button', { name: UI_TEXT.filtersApply }));
    await waitFor(() => expect(mock.requests.to('/api/v1/act/all', 'GET')).toHaveLength(sent + 1));
    expect(grid.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  });

  it('asks for page 0 of 10', async () => {
    const grid = await renderActs('director');
    expect(lastListQuery()).toEqual({ page: '0', size: '10' });
    expect(within(grid).getAllByRole('row')).toHaveLength(11);
  });

  it('takes page and dates from the URL, sends faction, authorReq, nick back on page 0, resets', async () => {
    const user = setupUser();
    await renderActs('director', '/acts?page=2&dateFrom=2020-01-01&dateTo=2030-12-31');
    expect(lastListQuery()).toEqual({
      dateFrom: '2020-01-01',
      dateTo: '2030-12-31',
      page: '1',
      size: '10',
    });
    const act = actIn('NEW');
    await chooseOption(user, 'Фракция', act.faction);
    await fill(user, screen.getByRole('textbox', { name: 'Ник автора' }), act.author);
    await fill(user, screen.getByRole('textbox', { name: 'Ник нарушителя' }), act.nick);
    await user.click(screen.getByRole('button', { name: UI_TEXT.filtersApply }));
    await waitFor(() =>
      expect(lastListQuery()).toEqual({
        faction: act.faction,
        authorReq: act.author,
        nick: act.nick,
        dateFrom: '2020-01-01',
        dateTo: '2030-12-31',
        page: '0',
        size: '10',
      }),
    );
    await user.click(screen.getByRole('button', { name: UI_TEXT.filtersReset }));
    await waitFor(() => expect(lastListQuery()).toEqual({ page: '0', size: '10' }));
    expect(screen.getByRole('textbox', { name: 'Ник нарушителя' })).toHaveValue('');
  });

  it('agent_cid views only: a row does not open', async () => {
    const user = setupUser();
    const act = actIn('NEW');
    const grid = await renderActs('agent_cid', `/acts?nick=${act.nick}`);
    const [cell] = within(within(grid).getAllByRole('row')[1] as HTMLElement).getAllByRole(
      'gridcell',
    );
    await user.click(cell as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Any staff member files an offence act; only the tribunal roles file tribunal acts (02 §6).
    expect(screen.getByRole('button', { name: 'Акт нарушения' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Акт трибунала' })).not.toBeInTheDocument();
  });

  it('hr_inspector executes but does not decide: no status menu, Execute disabled for NEW', async () => {
    const user = setupUser();
    const act = actIn('NEW');
    const grid = await renderActs('hr_inspector', `/acts?nick=${act.nick}`);
    const dialog = within(await openAct(user, grid, act.nick));
    expect(dialog.queryByRole('button', { name: 'Изменить статус' })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Исполнить' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(dialog.getByRole('button', { name: 'Удалить' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('the status menu is disabled for DECLINED', async () => {
    const user = setupUser();
    const act = actIn('DECLINED');
    const grid = await renderActs('professional_standards_inspector', `/acts?nick=${act.nick}`);
    const dialog = within(await openAct(user, grid, act.nick));
    expect(dialog.getByRole('button', { name: 'Изменить статус' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('an EXPIRED act can still be decided', async () => {
    const user = setupUser();
    const act = actIn('EXPIRED');
    const grid = await renderActs('professional_standards_inspector', `/acts?nick=${act.nick}`);
    const dialog = within(await openAct(user, grid, act.nick));
    await user.click(dialog.getByRole('button', { name: 'Изменить статус' }));
    expect(await screen.findByRole('menuitem', { name: /^Отклонено/ })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('director: UNDER_CONSIDERATION → AWAIT_IN_GAME with a verdict → executed with a demotion of 2 ranks → deleted', async () => {
    const user = setupUser();
    const act = actIn('NEW');
    const grid = await renderActs('director', `/acts?nick=${act.nick}`);
    const dialogEl = await openAct(user, grid, act.nick);
    const dialog = within(dialogEl);

    // UNDER_CONSIDERATION: sent as the status query alone.
    await user.click(dialog.getByRole('button', { name: 'Изменить статус' }));
    await user.click(await screen.findByRole('menuitem', { name: /^На рассмотрении/ }));
    await waitFor(() => expect(statusOf(act.id)).toBe('UNDER_CONSIDERATION'));
    const put = mock.requests.to(`/api/v1/act/${act.id}/update`, 'PUT')[0];
    expect(Object.fromEntries(put?.query ?? [])).toEqual({ status: 'UNDER_CONSIDERATION' });
    await findStatusShown(dialog, 'На рассмотрении');
    await findSuccessToast(ACTS_TEXT.done.considered(act.nick, 'UNDER_CONSIDERATION'));

    // AWAIT_IN_GAME needs a verdict: an empty one is refused unsent.
    await user.click(dialog.getByRole('button', { name: 'Изменить статус' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Ожидаем в игре/ }));
    const verdictEl = await screen.findByRole('dialog', { name: /^Вердикт/ });
    const verdict = within(verdictEl);
    await user.click(verdict.getByRole('button', { name: 'Сохранить' }));
    expect(await verdict.findByText(MESSAGES.verdictEmpty)).toBeInTheDocument();
    expect(mock.requests.to(`/api/v1/act/${act.id}/update/verdict`)).toHaveLength(0);
    await fill(user, verdict.getByRole('textbox', { name: /Вердикт/ }), 'Понижение на 2 ранга');
    await user.click(verdict.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(statusOf(act.id)).toBe('AWAIT_IN_GAME'));
    expect(mock.requests.to(`/api/v1/act/${act.id}/update/verdict`)[0]?.body).toEqual({
      verdict: 'Понижение на 2 ранга',
      status: 'AWAIT_IN_GAME',
    });
    await findSuccessToast(ACTS_TEXT.done.verdict(act.nick, 'AWAIT_IN_GAME'));

    // Back in the view: no decision while AWAIT_IN_GAME; the executor executes.
    const view = within(await screen.findByRole('dialog', { name: `Акт: ${act.nick}` }));
    expect(view.getByRole('button', { name: 'Изменить статус' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(view.getByRole('button', { name: 'Удалить' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(view.getByRole('button', { name: 'Исполнить' }));
    const execEl = await screen.findByRole('dialog', { name: `Исполнение акта: ${act.nick}` });
    const exec = within(execEl);
    await user.click(exec.getByRole('button', { name: 'Исполнить' }));
    expect(await exec.findByText(MESSAGES.actCautionsEmpty)).toBeInTheDocument();
    await fill(user, exec.getByRole('textbox', { name: /Статьи нарушений/ }), '12.1 УК');
    await user.keyboard('{Enter}');
    await chooseOption(user, 'Тип наказания', 'Понижение', execEl);
    await user.click(exec.getByRole('button', { name: 'Исполнить' }));
    expect(await exec.findByText(MESSAGES.demotionRanksRequired)).toBeInTheDocument();
    await fill(user, exec.getByRole('textbox', { name: /Количество рангов/ }), '2');
    await fill(user, exec.getByRole('textbox', { name: /Доказательство наказания/ }), 'forum/1');
    await user.click(exec.getByRole('button', { name: 'Исполнить' }));
    expect(await exec.findByText(MESSAGES.punishmentProveInvalid)).toBeInTheDocument();
    expect(mock.requests.to(`/api/v1/act/${act.id}/update/expanded`)).toHaveLength(0);
    await user.clear(exec.getByRole('textbox', { name: /Доказательство наказания/ }));
    await fill(
      user,
      exec.getByRole('textbox', { name: /Доказательство наказания/ }),
      'https://forum.example/p/1',
    );
    await user.click(exec.getByRole('button', { name: 'Исполнить' }));
    await waitFor(() => expect(statusOf(act.id)).toBe('EXECUTED'));
    expect(mock.requests.to(`/api/v1/act/${act.id}/update/expanded`)[0]?.body).toEqual({
      cautions: ['12.1 УК'],
      type: 'Понижение',
      rangCount: 2,
      punishmentProve: 'https://forum.example/p/1',
    });
    await findSuccessToast(ACTS_TEXT.done.executed(act.nick));

    // EXECUTED: deleted after the confirmation.
    const executed = within(await screen.findByRole('dialog', { name: `Акт: ${act.nick}` }));
    await findStatusShown(executed, 'Исполнено');
    await user.click(executed.getByRole('button', { name: 'Удалить' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: UI_TEXT.delete }));
    // A deleted act has nothing to open.
    const deleted = await findSuccessToast(ACTS_TEXT.done.deleted(act.nick));
    expect(
      within(deleted).queryByRole('button', { name: REGISTRY_TEXT.openRecord }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mock.requests.to(`/api/v1/act/${act.id}/delete`, 'DELETE')).toHaveLength(1);
    expect(mock.server.store.data.acts.some((a) => a.id === act.id)).toBe(false);
  }, 60_000);

  it('files an offence act; a bad nick is refused unsent; «Открыть» goes to the list', async () => {
    const user = setupUser();
    await mock.renderAs(
      'agent_cid',
      <>
        <ActCreateModal onClose={() => undefined} title="Акт" />
        <CurrentUrl />
      </>,
    );
    const dialogEl = await screen.findByRole('dialog', { name: 'Акт' });
    const dialog = within(dialogEl);
    await fill(user, dialog.getByRole('textbox', { name: /Ник нарушителя/ }), 'ivan petrov');
    await user.click(dialog.getByRole('button', { name: 'Отправить' }));
    expect(await dialog.findByText(MESSAGES.nickFormat)).toBeInTheDocument();
    const refusal = await findToast(MESSAGES.nickFormat);
    expect(mock.requests.to('/api/v1/act/add')).toHaveLength(0);

    await user.clear(dialog.getByRole('textbox', { name: /Ник нарушителя/ }));
    await fill(user, dialog.getByRole('textbox', { name: /Ник нарушителя/ }), 'Ivan_Petrov');
    // The nick is fixed: its red toast goes with it, before its 4 s are out (issue 24).
    expect(refusal).not.toBeInTheDocument();
    await chooseOption(user, 'Фракция', 'LSPD', dialogEl);
    await fill(user, dialog.getByRole('textbox', { name: /Описание/ }), 'Оскорбление');
    await fill(
      user,
      dialog.getByRole('textbox', { name: /Доказательства/ }),
      'https://f.example/1',
    );
    await user.keyboard('{Enter}');
    await user.click(dialog.getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(mock.requests.to('/api/v1/act/add')[0]?.body).toEqual({
        nick: 'Ivan_Petrov',
        faction: 'LSPD',
        description: 'Оскорбление',
        proves: ['https://f.example/1'],
      }),
    );
    await openFromToast(user, ACTS_TEXT.done.filed('Ivan_Petrov'));
    await waitFor(() => expect(currentUrl()).toBe('/acts'));
  });

  it('files a tribunal act with a verdict and a proof URL; «Открыть» opens the new act', async () => {
    const user = setupUser();
    let closed = false;
    await mock.renderAs(
      'professional_standards_inspector',
      <>
        <TribunalActModal onClose={() => (closed = true)} title="Акт трибунала" />
        <CurrentUrl />
      </>,
    );
    const dialogEl = await screen.findByRole('dialog', { name: 'Акт трибунала' });
    const dialog = within(dialogEl);
    await fill(user, dialog.getByRole('textbox', { name: /Ник нарушителя/ }), 'Ivan_Petrov');
    await chooseOption(user, 'Фракция', 'LSPD', dialogEl);
    await fill(user, dialog.getByRole('textbox', { name: /Вердикт/ }), 'Увольнение');
    await user.click(dialog.getByRole('button', { name: 'Отправить' }));
    expect(await dialog.findByText(MESSAGES.proveEmpty)).toBeInTheDocument();
    await fill(user, dialog.getByRole('textbox', { name: /Ссылка/ }), 'https://f.example/2');
    await user.click(dialog.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(closed).toBe(true));
    await findSuccessToast(ACTS_TEXT.done.tribunalFiled('Ivan_Petrov'));
    expect(mock.requests.to('/api/v1/act/add/tribunal')[0]?.body).toEqual({
      nick: 'Ivan_Petrov',
      faction: 'LSPD',
      verdict: 'Увольнение',
      prove: 'https://f.example/2',
    });
    // The inspector opens act rows (02 §6), so the toast leads to the new act itself.
    const filed = Math.max(...mock.server.store.data.acts.map((a) => a.id));
    expect(mock.server.store.data.acts.find((a) => a.id === filed)?.proves).toEqual([
      'https://f.example/2',
    ]);
    await openFromToast(user, ACTS_TEXT.done.tribunalFiled('Ivan_Petrov'));
    await waitFor(() => expect(currentUrl()).toBe(`/acts?open=${filed}`));
  });

  it("a nick in a row opens the person's page, not the row (issue 25)", async () => {
    const user = setupUser();
    await mock.renderAs(
      'director',
      <>
        <ActsPage />
        <CurrentUrl />
      </>,
      '/acts',
    );
    const grid = await screen.findByRole('grid');
    const [link] = within(grid).getAllByRole('link');
    if (!link) throw new Error('no nick link in the acts table');
    const nick = link.textContent ?? '';
    await user.click(link);
    await waitFor(() => expect(currentUrl()).toBe(`/person?${new URLSearchParams({ nick })}`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
