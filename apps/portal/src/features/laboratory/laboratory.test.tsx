import {
  FBI_DIVISIONS,
  LABORATORY_TEXT,
  ROUTE_TEXT,
  MESSAGES,
  RANKS_BY_FACTION,
  UI_TEXT,
  withParams,
} from '@fbi/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../app/modals/ModalHost.tsx';
import { fakeTab } from '../../shared/testing/fakeTab.ts';
import {
  chooseOption,
  chooseStatus,
  fill,
  setupUser,
  type TestUser,
} from '../../shared/testing/interactions.ts';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { findSuccessToast, findToast } from '../../shared/testing/toasts.ts';
import LabRequestModal from './LabRequestModal.tsx';
import { LaboratoryPage } from './LaboratoryPage.tsx';
import { findLoadedGrid } from '../../shared/testing/grids.ts';

/** A journey through several screens and modals takes longer than one check on a busy machine. */
const JOURNEY_TIMEOUT = 45_000;

const mock = setupMockApi();
const LIST = '/api/v1/laboratory/all';
const TITLE = 'Криминалистическая лаборатория';

afterEach(() => vi.restoreAllMocks());

const store = () => mock.server.store.data;
const memberNick = (username: string) => {
  const account = store().accounts.find((a) => a.username === username);
  const member = store().members.find((m) => m.id === account?.memberId);
  if (!member) throw new Error(`no member for ${username}`);
  return member.nick;
};
/** A seeded request matching `test`, given an author nick no other request has (the store is reset after each test). */
const requestWhere = (test: (r: ReturnType<typeof store>['labRequests'][number]) => boolean) => {
  const found = store().labRequests.find(test);
  if (!found) throw new Error('the seed has no such laboratory request');
  found.nick = 'Solo_Requester';
  return found;
};

/** Renders /laboratory as `role` (filtered to one author) and waits for the data rows. */
async function renderLab(role: Parameters<typeof mock.renderAs>[0], route = '/laboratory') {
  await mock.renderAs(
    role,
    <ModalHost>
      <LaboratoryPage />
    </ModalHost>,
    route,
  );
  const grid = await findLoadedGrid(TITLE);
  return grid;
}

const lastListQuery = () => Object.fromEntries(mock.requests.to(LIST, 'GET').at(-1)?.query ?? []);

/** Presses the first cell of the row whose author is `nick`. */
async function pressRow(user: TestUser, grid: HTMLElement, nick: string) {
  const row = await waitFor(() => {
    const found = within(grid)
      .getAllByRole('row')
      .find((r) => within(r).queryByRole('rowheader', { name: nick }));
    if (!found) throw new Error(`no row of ${nick}`);
    return found;
  });
  const [cell] = within(row).getAllByRole('gridcell');
  if (!cell) throw new Error('the row has no cells');
  await user.click(cell);
  return row;
}

describe('/laboratory (03 §2, §7)', () => {
  it('asks page 0 of 10 and sends the filters as approver and nick, page shown from 1', async () => {
    const user = setupUser();
    const grid = await renderLab('agent_cid', '/laboratory?page=2');
    expect(lastListQuery()).toEqual({ page: '1', size: '10' });
    expect(within(grid).getAllByRole('row')).toHaveLength(11);
    const r = store().labRequests.find((x) => x.approver !== null && x.status === 'IN_PROGRESS');
    if (!r?.approver) throw new Error('the seed has no request in progress');
    await fill(
      user,
      await screen.findByRole('textbox', { name: 'Ник исполнителя' }),
      r.approver ?? '',
    );
    await fill(user, screen.getByRole('textbox', { name: 'Ник автора' }), r.nick);
    await user.click(screen.getByRole('button', { name: UI_TEXT.filtersApply }));
    await waitFor(() =>
      expect(lastListQuery()).toEqual({
        approver: r.approver,
        nick: r.nick,
        page: '0',
        size: '10',
      }),
    );
    await user.click(screen.getByRole('button', { name: UI_TEXT.filtersReset }));
    await waitFor(() => expect(lastListQuery()).toEqual({ page: '0', size: '10' }));
  });

  it("shows 'Не назначен' and 'Нет' for no approver and no comment", async () => {
    const r = requestWhere((x) => x.status === 'ON_CHECK' && !x.isDb);
    const grid = await renderLab('user', `/laboratory?nick=${r.nick}`);
    const row = await pressRow(setupUser(), grid, r.nick);
    expect(within(row).getByText(UI_TEXT.noApprover)).toBeInTheDocument();
    expect(within(row).getByText(UI_TEXT.noCommentShort)).toBeInTheDocument();
    expect(within(row).getByText('На проверке у эксперта')).toBeInTheDocument();
    // A visitor may not open a request that is not done.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it(
    'a criminalist takes a request into work, executes it with answers, then its report opens',
    async () => {
      const user = setupUser();
      const r = requestWhere((x) => x.status === 'ON_CHECK' && !x.isDb);
      const grid = await renderLab('criminalist', `/laboratory?nick=${r.nick}`);
      await pressRow(user, grid, r.nick);
      const detail = await screen.findByRole('dialog', { name: `Запрос экспертизы №${r.id}` });
      for (const value of [r.rang, r.faction, r.division, r.objects, r.type, r.goal])
        expect(within(detail).getAllByText(value).length).toBeGreaterThan(0);
      // The expertises; the route panel's steps (issue 26) are a list of their own.
      const route = within(detail).getByRole('region', { name: ROUTE_TEXT.title });
      const items = within(detail)
        .getAllByRole('listitem')
        .filter((li) => !route.contains(li));
      expect(items.map((li) => li.textContent)).toEqual(r.expertise.map((e) => e.name));

      await chooseStatus(user, detail, 'Взять в работу', ['Взять в работу', 'Отклонить']);
      await findSuccessToast(LABORATORY_TEXT.done.taken(r.id));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const take = mock.requests.to(`/api/v1/laboratory/${r.id}/approve`, 'PUT');
      expect(take).toHaveLength(1);
      expect(take[0]?.body).toBeNull();
      const row = await pressRow(user, grid, r.nick);
      await waitFor(() => expect(within(row).getByText('В обработке')).toBeInTheDocument());
      expect(within(row).getByText(memberNick('criminalist'))).toBeInTheDocument();

      const detail2 = await screen.findByRole('dialog', { name: `Запрос экспертизы №${r.id}` });
      await chooseStatus(user, detail2, 'Завершить работу');
      const exec = await screen.findByRole('dialog', { name: 'Выполнение экспертизы' });
      const blocks = within(exec).getAllByRole('group');
      expect(blocks).toHaveLength(r.expertise.length);
      mock.requests.clear();
      await user.click(within(exec).getByRole('button', { name: 'Выполнить' }));
      await findToast(withParams(MESSAGES.labExpertiseFieldsEmpty, { n: 1 }));
      for (const [i, block] of blocks.entries()) {
        const q = within(block);
        await fill(user, q.getByRole('textbox', { name: /^Ответ/ }), `Заключение ${i + 1}`);
        await fill(
          user,
          q.getByRole('textbox', { name: /^Ссылка/ }),
          i === 0 ? 'плохая ссылка' : `https://lab.example/${i}`,
        );
        await fill(user, q.getByRole('textbox', { name: /^Метод/ }), 'Микроскопия');
      }
      await user.click(within(exec).getByRole('button', { name: 'Выполнить' }));
      await findToast(withParams(MESSAGES.labExpertiseLinkInvalid, { n: 1 }));
      expect(mock.requests.all.filter((x) => x.method === 'PUT')).toHaveLength(0);

      const first = within(blocks[0] as HTMLElement).getByRole('textbox', { name: /^Ссылка/ });
      await user.clear(first);
      await fill(user, first, 'https://lab.example/0');
      await user.click(within(exec).getByRole('button', { name: 'Выполнить' }));
      await findSuccessToast(LABORATORY_TEXT.done.executed(r.id));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() =>
        expect(mock.requests.to(`/api/v1/laboratory/${r.id}/execute`, 'PUT')[0]?.body).toEqual({
          answers: r.expertise.map((e, i) => ({
            name: e.name,
            text: `Заключение ${i + 1}`,
            link: `https://lab.example/${i}`,
            methods: 'Микроскопия',
          })),
        }),
      );

      const tab = fakeTab();
      const done = await pressRow(user, grid, r.nick);
      await waitFor(() => expect(within(done).getByText('Выполнено')).toBeInTheDocument());
      await pressRow(user, grid, r.nick);
      await waitFor(() => expect(tab.written).toContain(`Заключение экспертизы №${r.id}`));
      const report = mock.requests.to(`/api/v1/laboratory/${r.id}/report`, 'GET').at(-1);
      expect(report?.headers.get('Authorization')).toBeNull();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    JOURNEY_TIMEOUT,
  );

  it('a database request is approved: the automatic execution, and its suspect becomes FIRST', async () => {
    const user = setupUser();
    const r = requestWhere((x) => x.status === 'ON_CHECK' && x.isDb);
    const suspect = store().suspects.find((s) => s.laboratoryId === r.id);
    expect(suspect?.status).toBe('ON_LAB');
    const grid = await renderLab(
      'head_scientific_technical_department',
      `/laboratory?nick=${r.nick}`,
    );
    await pressRow(user, grid, r.nick);
    const detail = await screen.findByRole('dialog', { name: `Запрос экспертизы №${r.id}` });
    await chooseStatus(user, detail, 'Одобрить', ['Одобрить', 'Отклонить']);
    await findSuccessToast(LABORATORY_TEXT.done.approved(r.id));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const auto = mock.requests.to(`/api/v1/laboratory/${r.id}/execute-auto`, 'PUT');
    expect(auto).toHaveLength(1);
    expect(auto[0]?.body).toBeNull();
    expect(store().labRequests.find((x) => x.id === r.id)?.status).toBe('DONE');
    expect(store().suspects.find((s) => s.id === suspect?.id)?.status).toBe('FIRST');
  });

  it('decline needs a reason; Отклонить sends it and the request is CANCELED', async () => {
    const user = setupUser();
    const r = requestWhere((x) => x.status === 'IN_PROGRESS' && !x.isDb);
    const grid = await renderLab('director', `/laboratory?nick=${r.nick}`);
    await pressRow(user, grid, r.nick);
    await chooseStatus(user, await screen.findByRole('dialog'), 'Отклонить');
    const dialog = await screen.findByRole('dialog', { name: 'Отклонение запроса' });
    mock.requests.clear();
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await findToast(MESSAGES.commentRequired);
    expect(mock.requests.all.filter((x) => x.method === 'PUT')).toHaveLength(0);
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Введите причину отклонения/ }),
      'Недостаточно материалов',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await findSuccessToast(LABORATORY_TEXT.done.declined(r.id));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.requests.to(`/api/v1/laboratory/${r.id}/decline`, 'PUT')[0]?.body).toEqual({
      comment: 'Недостаточно материалов',
    });
    expect(store().labRequests.find((x) => x.id === r.id)?.status).toBe('CANCELED');
  });

  it('a visitor opens a DONE report; a press that ends a text selection opens nothing', async () => {
    const r = requestWhere((x) => x.status === 'DONE');
    const grid = await renderLab('user', `/laboratory?nick=${r.nick}`);
    const row = within(grid)
      .getAllByRole('row')
      .find((x) => within(x).queryByRole('rowheader', { name: r.nick }));
    if (!row) throw new Error('no row');
    const tab = fakeTab();
    // The same press with and without the author's nick selected (to copy it); fireEvent leaves
    // the selection as it is, as a real drag-select ending on the row does.
    const cell = within(row).getByRole('rowheader');
    const press = () => {
      fireEvent.pointerDown(cell, { pointerId: 1, pointerType: 'mouse', button: 0 });
      fireEvent.mouseDown(cell, { button: 0 });
      fireEvent.pointerUp(cell, { pointerId: 1, pointerType: 'mouse', button: 0 });
      fireEvent.mouseUp(cell, { button: 0 });
      fireEvent.click(cell, { button: 0 });
    };
    const range = document.createRange();
    range.selectNodeContents(cell);
    // addRange is ignored while another range (an earlier caret) is held.
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    expect(window.getSelection()?.toString()).toBe(r.nick);
    press();
    expect(window.open).not.toHaveBeenCalled();
    window.getSelection()?.removeAllRanges();
    press();
    await waitFor(() => expect(tab.written).toContain(`Заключение экспертизы №${r.id}`));
  });

  it('the status menu is disabled for a CANCELED request', async () => {
    const user = setupUser();
    const r = requestWhere((x) => x.status === 'CANCELED' && !x.isDb);
    const grid = await renderLab('criminalist', `/laboratory?nick=${r.nick}`);
    await pressRow(user, grid, r.nick);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: UI_TEXT.changeStatus })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});

describe('laboratory request modal (03 §2, §5, §7)', () => {
  it(
    'ranks follow the faction, FBI divisions come from a list, a kind is taken once; Add more keeps the requester',
    async () => {
      const user = setupUser();
      const onClose = vi.fn();
      await mock.renderAs(
        'agent_cid',
        <LabRequestModal onClose={onClose} title="Запрос экспертизы" />,
      );
      const dialogEl = await screen.findByRole('dialog', { name: 'Запрос экспертизы' });
      const dialog = within(dialogEl);
      const nick = dialog.getByRole('textbox', { name: /^Ник/ });
      await user.clear(nick);
      await fill(user, nick, 'Ivan_Petrov');

      await chooseOption(user, 'Фракция', 'LSPD', dialogEl);
      await user.click(dialog.getByRole('button', { name: /Ранг$/ }));
      let listbox = await screen.findByRole('listbox');
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([...RANKS_BY_FACTION.LSPD]);
      await user.keyboard('{Escape}');
      // Not FBI: the division is typed.
      expect(dialog.getByRole('textbox', { name: /^Подразделение/ })).toBeInTheDocument();

      await chooseOption(user, 'Фракция', 'FBI', dialogEl);
      await chooseOption(user, 'Ранг', RANKS_BY_FACTION.FBI[2] ?? '', dialogEl);
      await user.click(dialog.getByRole('button', { name: /Подразделение$/ }));
      listbox = await screen.findByRole('listbox');
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([...FBI_DIVISIONS]);
      await user.click(within(listbox).getByRole('option', { name: 'CID' }));

      await chooseOption(user, 'Экспертиза 1', 'Баллистическая экспертиза', dialogEl);
      await user.click(dialog.getByRole('button', { name: 'Добавить экспертизу' }));
      await user.click(dialog.getByRole('button', { name: /Экспертиза 2$/ }));
      listbox = await screen.findByRole('listbox');
      expect(within(listbox).getAllByRole('option')).toHaveLength(16);
      expect(
        within(listbox).getByRole('option', { name: 'Баллистическая экспертиза' }),
      ).toHaveAttribute('aria-disabled', 'true');
      await user.click(within(listbox).getByRole('option', { name: 'Химическая экспертиза' }));

      mock.requests.clear();
      await user.click(dialog.getByRole('button', { name: 'Отправить' }));
      await findToast(MESSAGES.objectsEmpty);
      expect(mock.requests.to('/api/v1/laboratory/add')).toHaveLength(0);

      await fill(
        user,
        dialog.getByRole('textbox', { name: /^Ссылка на доказательства/ }),
        'https://forum.example/lab',
      );
      await fill(user, dialog.getByRole('textbox', { name: /^Объекты/ }), 'Гильзы, 2 шт.');
      await fill(
        user,
        dialog.getByRole('textbox', { name: /^Тип объекта/ }),
        'Вещественное доказательство',
      );
      await fill(user, dialog.getByRole('textbox', { name: /^Цель/ }), 'Установить оружие');
      await user.click(dialog.getByRole('button', { name: 'Отправить' }));

      const prompt = await screen.findByRole('alertdialog', { name: 'Запрос отправлен' });
      await findSuccessToast(LABORATORY_TEXT.done.requested('Ivan_Petrov'));
      await waitFor(() =>
        expect(mock.requests.to('/api/v1/laboratory/add')[0]?.body).toEqual({
          nick: 'Ivan_Petrov',
          faction: 'FBI',
          rang: RANKS_BY_FACTION.FBI[2],
          division: 'CID',
          expertise: [{ name: 'Баллистическая экспертиза' }, { name: 'Химическая экспертиза' }],
          goal: 'Установить оружие',
          proves: 'https://forum.example/lab',
          objects: 'Гильзы, 2 шт.',
          type: 'Вещественное доказательство',
        }),
      );
      await user.click(within(prompt).getByRole('button', { name: 'Добавить ещё' }));
      const again = within(await screen.findByRole('dialog', { name: 'Запрос экспертизы' }));
      expect(again.getByRole('textbox', { name: /^Ник/ })).toHaveValue('Ivan_Petrov');
      expect(again.getByRole('button', { name: /Фракция$/ })).toHaveTextContent('FBI');
      expect(again.getByRole('button', { name: /Ранг$/ })).toHaveTextContent(
        RANKS_BY_FACTION.FBI[2] ?? '',
      );
      expect(again.getByRole('button', { name: /Подразделение$/ })).toHaveTextContent('CID');
      // 03 §2 clears expertise, objects, type and goal only: the proof link stays.
      expect(again.getByRole('textbox', { name: /^Ссылка на доказательства/ })).toHaveValue(
        'https://forum.example/lab',
      );
      expect(again.getByRole('textbox', { name: /^Объекты/ })).toHaveValue('');
      expect(again.getByRole('textbox', { name: /^Тип объекта/ })).toHaveValue('');
      expect(again.getByRole('textbox', { name: /^Цель/ })).toHaveValue('');
      expect(again.queryByRole('button', { name: /Экспертиза 2$/ })).not.toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();
    },
    JOURNEY_TIMEOUT,
  );
});
