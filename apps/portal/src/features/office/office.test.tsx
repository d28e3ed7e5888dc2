import { MESSAGES, OFFICE_TEXT, UI_TEXT } from '@fbi/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findStatusShown } from '../../shared/testing/recordStatus.ts';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { chooseOption, fill, setupUser, type TestUser } from '../../shared/testing/interactions.ts';
import { newestFirst, showPageOf } from '../../shared/testing/paging.ts';
import { findSuccessToast } from '../../shared/testing/toasts.ts';
import { OfficePage } from './OfficePage.tsx';
import OfficeRequestModal from './OfficeRequestModal.tsx';
import { findLoadedGrid, openRow, rowOf } from '../../shared/testing/grids.ts';

const mock = setupMockApi();
const GRID = 'Пропуска в офис';

async function renderOffice(role: Parameters<typeof mock.renderAs>[0]) {
  await mock.renderAs(role, <OfficePage />, '/office');
  const grid = await findLoadedGrid(GRID);
  return grid;
}

/** Shows the page (10 a page, newest first) of the request with `id`. */
const showPageOfRequest = (user: TestUser, id: number) =>
  showPageOf(
    user,
    newestFirst(mock.server.store.data.office).findIndex((o) => o.id === id),
  );

const requestIn = (status: string) => {
  const found = mock.server.store.data.office.find((o) => o.status === status);
  if (!found) throw new Error(`no ${status} request`);
  return found;
};

describe('/office (02 §2.6)', () => {
  it('shows «Не назначен» and «Не выдан»; a declined row does not open', async () => {
    const user = setupUser();
    const grid = await renderOffice('director');
    const onCheck = requestIn('ON_CHECK');
    await showPageOfRequest(user, onCheck.id);
    const row = rowOf(grid, onCheck.author);
    expect(within(row).getByText(UI_TEXT.noApprover)).toBeVisible();
    expect(within(row).getByText(UI_TEXT.noAccessLevel)).toBeVisible();
    const declined = requestIn('DECLINED');
    await showPageOfRequest(user, declined.id);
    await openRow(user, rowOf(grid, declined.author));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('rows do not open for agent_cid, who requests a pass from the page', async () => {
    const user = setupUser();
    const grid = await renderOffice('agent_cid');
    const onCheck = requestIn('ON_CHECK');
    await showPageOfRequest(user, onCheck.id);
    await openRow(user, rowOf(grid, onCheck.author));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Запросить допуск' }));
    expect(await screen.findByRole('dialog', { name: 'Запросить допуск' })).toBeVisible();
  });

  it('declines with a comment; an empty comment is refused unsent', async () => {
    const user = setupUser();
    const request = requestIn('ON_CHECK');
    const grid = await renderOffice('head_internal_security_department');
    await showPageOfRequest(user, request.id);
    await openRow(user, rowOf(grid, request.author));
    const view = within(await screen.findByRole('dialog', { name: /^Заявка на допуск/ }));
    await user.click(view.getByRole('button', { name: 'Отклонить' }));
    const declineEl = await screen.findByRole('dialog', { name: /^Отклонение заявки/ });
    const decline = within(declineEl);
    await user.click(decline.getByRole('button', { name: 'Отклонить' }));
    expect(await decline.findByText(MESSAGES.commentRequired)).toBeInTheDocument();
    expect(mock.requests.to(`/api/v1/office/${request.id}/decline`)).toHaveLength(0);
    await fill(user, decline.getByRole('textbox', { name: /Комментарий/ }), 'Нет оснований');
    await user.click(decline.getByRole('button', { name: 'Отклонить' }));
    await findSuccessToast(OFFICE_TEXT.done.declined(request.author));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = mock.requests.to(`/api/v1/office/${request.id}/decline`, 'PUT')[0];
    expect(Object.fromEntries(put?.query ?? [])).toEqual({ comment: 'Нет оснований' });
  });

  it('the director withdraws an approved level (02 §7 level delete): back on check, «Не выдан»', async () => {
    const user = setupUser();
    const request = requestIn('APPROVED');
    const grid = await renderOffice('director');
    await showPageOfRequest(user, request.id);
    await openRow(user, rowOf(grid, request.author));
    const view = within(await screen.findByRole('dialog', { name: /^Заявка на допуск/ }));
    await user.click(view.getByRole('button', { name: 'Отозвать допуск' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Отзыв допуска' }));
    await user.click(confirm.getByRole('button', { name: 'Отозвать допуск' }));
    await findSuccessToast(OFFICE_TEXT.done.withdrawn(request.author));
    await waitFor(() =>
      expect(mock.requests.to(`/api/v1/office/${request.id}/level/delete`, 'PUT')).toHaveLength(1),
    );
    const back = within(await screen.findByRole('dialog', { name: /^Заявка на допуск/ }));
    expect(await back.findByText(UI_TEXT.noAccessLevel)).toBeInTheDocument();
    expect(back.getByRole('button', { name: 'Выдать допуск' })).toBeInTheDocument();
    const stored = mock.server.store.data.office.find((o) => o.id === request.id);
    expect(stored).toMatchObject({ status: 'ON_CHECK', level: null });
  }, 60_000);

  it('an office request → level issued → level changed → deleted', async () => {
    const user = setupUser();
    let closed = false;
    const modal = await mock.renderAs(
      'user',
      <OfficeRequestModal onClose={() => (closed = true)} title="Запросить допуск" />,
    );
    const formEl = await screen.findByRole('dialog', { name: 'Запросить допуск' });
    const form = within(formEl);
    await fill(user, form.getByRole('textbox', { name: /^Автор/ }), 'Walter_Brooks');
    await chooseOption(user, 'Фракция', 'LSPD', formEl);
    await fill(user, form.getByRole('textbox', { name: /^Ранг/ }), 'Лейтенант');
    await fill(user, form.getByRole('textbox', { name: /^Должность/ }), 'Детектив');
    await fill(user, form.getByRole('textbox', { name: /^Копия паспорта/ }), 'imgur/p.png');
    await fill(user, form.getByRole('textbox', { name: /^Основание/ }), 'Совместная операция');
    await user.click(form.getByRole('button', { name: 'Отправить' }));
    expect(await form.findByText(MESSAGES.passportInvalid)).toBeInTheDocument();
    expect(mock.requests.to('/api/v1/office/add')).toHaveLength(0);
    await user.clear(form.getByRole('textbox', { name: /^Копия паспорта/ }));
    await fill(
      user,
      form.getByRole('textbox', { name: /^Копия паспорта/ }),
      'https://imgur.example/p.png',
    );
    await user.click(form.getByRole('button', { name: 'Отправить' }));
    await findSuccessToast(OFFICE_TEXT.done.requested('Walter_Brooks'));
    await waitFor(() => expect(closed).toBe(true));
    expect(mock.requests.to('/api/v1/office/add')[0]?.body).toEqual({
      author: 'Walter_Brooks',
      faction: 'LSPD',
      rang: 'Лейтенант',
      position: 'Детектив',
      passport: 'https://imgur.example/p.png',
      description: 'Совместная операция',
    });
    const created = mock.server.store.data.office.find((o) => o.author === 'Walter_Brooks');
    if (!created) throw new Error('the request was not stored');

    modal.unmount();
    const grid = await renderOffice('director');
    await showPageOfRequest(user, created.id);
    await openRow(user, rowOf(grid, 'Walter_Brooks'));
    let view = within(await screen.findByRole('dialog', { name: /^Заявка на допуск/ }));
    expect(view.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
    await user.click(view.getByRole('button', { name: 'Выдать допуск' }));
    let levelEl = await screen.findByRole('dialog', { name: /^Выдать допуск/ });
    await user.click(within(levelEl).getByRole('button', { name: 'Выдать допуск' }));
    expect(await within(levelEl).findByText(MESSAGES.officeLevelEmpty)).toBeInTheDocument();
    await chooseOption(user, 'Уровень допуска', 'Служебный', levelEl);
    await user.click(within(levelEl).getByRole('button', { name: 'Выдать допуск' }));
    await findSuccessToast(OFFICE_TEXT.done.issued('Walter_Brooks', 'Служебный'));
    await waitFor(() => expect(created.status).toBe('APPROVED'));
    const approve = mock.requests.to(`/api/v1/office/${created.id}/approve`, 'PUT')[0];
    expect(Object.fromEntries(approve?.query ?? [])).toEqual({ level: 'Служебный' });

    view = within(await screen.findByRole('dialog', { name: /^Заявка на допуск/ }));
    await findStatusShown(view, 'Допуск выдан');
    await user.click(view.getByRole('button', { name: 'Изменить уровень' }));
    levelEl = await screen.findByRole('dialog', { name: /^Изменить уровень/ });
    await chooseOption(user, 'Уровень допуска', 'Секретный', levelEl);
    await user.click(within(levelEl).getByRole('button', { name: 'Изменить уровень' }));
    await findSuccessToast(OFFICE_TEXT.done.changed('Walter_Brooks', 'Секретный'));
    await waitFor(() => expect(created.level).toBe('Секретный'));
    const update = mock.requests.to(`/api/v1/office/${created.id}/update`, 'PUT')[0];
    expect(Object.fromEntries(update?.query ?? [])).toEqual({ level: 'Секретный' });
    view = within(await screen.findByRole('dialog', { name: /^Заявка на допуск/ }));
    expect(await view.findByText('Секретный')).toBeInTheDocument();
    await user.click(view.getByRole('button', { name: 'Удалить' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: UI_TEXT.delete }));
    await findSuccessToast(OFFICE_TEXT.done.deleted('Walter_Brooks'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mock.requests.to(`/api/v1/office/${created.id}/delete`, 'DELETE')).toHaveLength(1);
    expect(mock.server.store.data.office.some((o) => o.id === created.id)).toBe(false);
    await waitFor(() =>
      expect(within(grid).queryByRole('rowheader', { name: 'Walter_Brooks' })).toBeNull(),
    );
  }, 60_000);
});
