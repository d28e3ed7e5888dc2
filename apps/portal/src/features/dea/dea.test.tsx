import { DEA_TEXT, MESSAGES, REGISTRY_TEXT, UI_TEXT } from '@fbi/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
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
import { DeaCheckPage } from './DeaCheckPage.tsx';
import { DeaHomePage } from './DeaHomePage.tsx';
import DeaReportCreateModal from './DeaReportCreateModal.tsx';
import { DeaReportsPage } from './DeaReportsPage.tsx';
import HomeCheckRequestModal from './HomeCheckRequestModal.tsx';
import { findLoadedGrid } from '../../shared/testing/grids.ts';

/** A journey through several screens and modals takes longer than one check on a busy machine. */
const JOURNEY_TIMEOUT = 45_000;

const mock = setupMockApi();
const store = () => mock.server.store.data;
const HOUR = 3_600_000;

afterEach(() => vi.restoreAllMocks());

/** Puts a fresh home check on top of the newest-first registry. */
function newCheck(patch: Partial<ReturnType<typeof store>['homeChecks'][number]>) {
  const [model] = store().homeChecks;
  if (!model) throw new Error('the seed has no home checks');
  const check = {
    ...structuredClone(model),
    id: mock.server.store.nextId(),
    createdAt: new Date(mock.server.store.now() + HOUR).toISOString(),
    houseNo: '77А',
    executor: null,
    comment: null,
    executionProves: [],
    allowedAt: null,
    ...patch,
  };
  store().homeChecks.push(check);
  return check;
}

async function rows(gridName: string) {
  const grid = await findLoadedGrid(gridName);
  return { grid, rows: within(grid).getAllByRole('row').slice(1) };
}

async function pressFirstRow(user: TestUser, gridName: string) {
  const {
    rows: [row],
  } = await rows(gridName);
  const [cell] = within(row as HTMLElement).getAllByRole('gridcell');
  await user.click(cell as HTMLElement);
  return row as HTMLElement;
}

async function renderHome(role: Parameters<typeof mock.renderAs>[0]) {
  return mock.renderAs(
    role,
    <ModalHost>
      <DeaHomePage />
    </ModalHost>,
    '/dea-home',
  );
}

describe('/dea-home (03 §2, §4, §6)', () => {
  it(
    'head_dea allows a check; an agent conducts it with proofs → SUCCESS, proofs shown',
    async () => {
      const user = setupUser();
      const check = newCheck({ status: 'ON_HEAD_CHECK' });
      const view = await renderHome('head_dea');
      await pressFirstRow(user, 'Обыски жилищ DEA');
      let main = await screen.findByRole('dialog', { name: 'Обыск жилища №77А' });
      expect(within(main).queryByRole('button', { name: 'Провести проверку' })).toBeNull();
      await chooseStatus(user, main, 'Разрешить проверку', [
        'Разрешить проверку',
        'Отменить проверку',
        'Удалить',
      ]);
      await findSuccessToast(DEA_TEXT.done.homeAllowed('77А'));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const allow = mock.requests.to(`/api/v1/dea-home-check/${check.id}/update-status`, 'PUT');
      expect(Object.fromEntries(allow[0]?.query ?? [])).toEqual({ status: 'CHECK_ALLOWED' });
      view.unmount();

      await renderHome('agent_dea');
      const row = await pressFirstRow(user, 'Обыски жилищ DEA');
      expect(row).toHaveTextContent('Проверка разрешена');
      main = await screen.findByRole('dialog', { name: 'Обыск жилища №77А' });
      // An agent who may open rows has no status menu, only the conduct button.
      expect(within(main).queryByRole('button', { name: UI_TEXT.changeStatus })).toBeNull();
      await user.click(within(main).getByRole('button', { name: 'Провести проверку' }));
      const conduct = within(await screen.findByRole('dialog', { name: 'Проведение проверки' }));
      mock.requests.clear();
      await user.click(conduct.getByRole('button', { name: 'Отправить' }));
      await findToast(MESSAGES.linksEmpty);
      const input = conduct.getByRole('textbox', { name: /Ссылки на доказательства/ });
      // A link with a space is refused on add, as the MW and raport link inputs do: no chip,
      // the message under the field, the typed text kept.
      await fill(user, input, 'https://forum.example/search 1');
      await user.keyboard('{Enter}');
      expect(await conduct.findByText(MESSAGES.linksInvalid)).toBeInTheDocument();
      expect(conduct.queryByRole('button', { name: /Удалить/ })).toBeNull();
      expect(input).toHaveValue('https://forum.example/search 1');
      expect(mock.requests.all.filter((r) => r.method === 'PUT')).toHaveLength(0);
      await user.clear(input);
      await fill(user, input, 'https://forum.example/search-1');
      await user.keyboard('{Enter}');
      await user.click(conduct.getByRole('button', { name: 'Отправить' }));
      // The check is conducted: the toast says so and offers the record.
      const conducted = await findSuccessToast(DEA_TEXT.done.homeConducted('77А'));
      expect(
        within(conducted).getByRole('button', { name: REGISTRY_TEXT.openRecord }),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(mock.requests.to(`/api/v1/dea-home-check/${check.id}/execute`)[0]?.body).toEqual({
        proves: ['https://forum.example/search-1'],
      });
      const done = store().homeChecks.find((c) => c.id === check.id);
      expect(done?.status).toBe('SUCCESS');
      await waitFor(() => expect(row).toHaveTextContent('Проверка проведена'));
      await user.click(within(row).getAllByRole('gridcell')[0] as HTMLElement);
      main = await screen.findByRole('dialog', { name: 'Обыск жилища №77А' });
      await user.click(within(main).getByRole('button', { name: 'Доказательства' }));
      const proofs = await screen.findByRole('dialog', { name: /^Доказательства проверки/ });
      expect(within(proofs).getByRole('link', { name: /search-1/ })).toHaveAttribute(
        'href',
        'https://forum.example/search-1',
      );
    },
    JOURNEY_TIMEOUT,
  );

  it("an allowed check 48 hours old reads 'Прошло 48 часов' and can no longer be conducted", async () => {
    const user = setupUser();
    newCheck({
      status: 'CHECK_ALLOWED',
      allowedAt: new Date(mock.server.store.now() - 49 * HOUR).toISOString(),
    });
    await renderHome('agent_dea');
    const row = await pressFirstRow(user, 'Обыски жилищ DEA');
    expect(row).toHaveTextContent('Прошло 48 часов');
    const main = await screen.findByRole('dialog', { name: 'Обыск жилища №77А' });
    expect(within(main).queryByRole('button', { name: 'Провести проверку' })).toBeNull();
  });

  it('cancelling needs a comment, sent as status=CANCELED&comment=', async () => {
    const user = setupUser();
    const check = newCheck({ status: 'ON_HEAD_CHECK' });
    await renderHome('hr_inspector');
    await pressFirstRow(user, 'Обыски жилищ DEA');
    const main = await screen.findByRole('dialog', { name: 'Обыск жилища №77А' });
    await chooseStatus(user, main, 'Отменить проверку');
    const dialog = within(await screen.findByRole('dialog', { name: 'Отмена проверки' }));
    await user.click(dialog.getByRole('button', { name: 'Отменить проверку' }));
    await findToast(MESSAGES.commentRequired);
    await fill(user, dialog.getByRole('textbox', { name: /Причина отмены/ }), 'Нет оснований');
    await user.click(dialog.getByRole('button', { name: 'Отменить проверку' }));
    await findSuccessToast(DEA_TEXT.done.homeCancelled('77А'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = mock.requests.to(`/api/v1/dea-home-check/${check.id}/update-status-comment`);
    expect(Object.fromEntries(sent[0]?.query ?? [])).toEqual({
      status: 'CANCELED',
      comment: 'Нет оснований',
    });
  });

  it(
    'the head deletes a request after the confirmation; a CID agent cannot open rows',
    async () => {
      const user = setupUser();
      const check = newCheck({ status: 'ON_HEAD_CHECK' });
      const view = await renderHome('head_dea');
      await pressFirstRow(user, 'Обыски жилищ DEA');
      const main = await screen.findByRole('dialog', { name: 'Обыск жилища №77А' });
      await chooseStatus(user, main, 'Удалить');
      const confirm = within(await screen.findByRole('alertdialog', { name: 'Удаление запроса' }));
      await user.click(confirm.getByRole('button', { name: 'Удалить' }));
      await findSuccessToast(DEA_TEXT.done.homeDeleted('77А'));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(mock.requests.to(`/api/v1/dea-home-check/${check.id}/delete`, 'DELETE')).toHaveLength(
        1,
      );
      expect(store().homeChecks.some((c) => c.id === check.id)).toBe(false);
      view.unmount();

      await renderHome('agent_cid');
      await pressFirstRow(user, 'Обыски жилищ DEA');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Запрос на обыск жилища' })).toBeNull();
    },
    JOURNEY_TIMEOUT,
  );

  it('the request modal refuses a long house number unsent, then sends the request', async () => {
    const user = setupUser();
    const onClose = vi.fn();
    await mock.renderAs('agent_dea', <HomeCheckRequestModal onClose={onClose} />);
    const el = await screen.findByRole('dialog', { name: 'Запрос на обыск жилища' });
    const dialog = within(el);
    await fill(user, dialog.getByRole('textbox', { name: /^Номер дома/ }), '1'.repeat(51));
    await user.click(dialog.getByRole('button', { name: 'Отправить' }));
    await findToast(MESSAGES.houseNoTooLong);
    expect(mock.requests.to('/api/v1/dea-home-check/add')).toHaveLength(0);
    await user.clear(dialog.getByRole('textbox', { name: /^Номер дома/ }));
    await fill(user, dialog.getByRole('textbox', { name: /^Номер дома/ }), '12');
    await fill(user, dialog.getByRole('textbox', { name: /^Ник проверяемого/ }), 'Tony_Montana');
    await chooseOption(user, 'Фракция', 'Vagos', el);
    await chooseOption(user, 'Ранг', 'Боец', el);
    const day = dialog.getAllByRole('spinbutton');
    await user.type(day[0] as HTMLElement, '01022026');
    await fill(
      user,
      dialog.getByRole('textbox', { name: /^Ссылки на основания/ }),
      'https://forum.example/ground',
    );
    await user.keyboard('{Enter}');
    await user.click(dialog.getByRole('button', { name: 'Отправить' }));
    await findSuccessToast(DEA_TEXT.done.homeRequested('12'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mock.requests.to('/api/v1/dea-home-check/add')[0]?.body).toEqual({
      houseNo: '12',
      nick: 'Tony_Montana',
      faction: 'Vagos',
      rang: 'Боец',
      violationDate: '2026-02-01',
      proves: ['https://forum.example/ground'],
    });
  });
});

describe('/dea-check (03 §2, §5, §7)', () => {
  it(
    'head_dea edits a schedule row: faction and time required, agents from the DEA team',
    async () => {
      const user = setupUser();
      const [first] = store().deaChecks.filter((c) => c.day === 'Понедельник');
      if (!first) throw new Error('no Monday row');
      Object.assign(first, { faction: null, time: null, agents: [] });
      const team = store()
        .members.filter((m) => m.direction === 'DEA')
        .map((m) => m.nick);
      const [agent] = team;
      if (!agent) throw new Error('no DEA team');
      await mock.renderAs('head_dea', <DeaCheckPage />, '/dea-check');
      const { grid } = await rows('Проверки DEA');
      const row = within(grid)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(UI_TEXT.scheduleFactionEmpty));
      if (!row) throw new Error("no row with 'Не задано'");
      await user.click(within(row).getAllByRole('gridcell')[0] as HTMLElement);
      const el = await screen.findByRole('dialog', { name: 'Проверка: Понедельник' });
      const dialog = within(el);
      await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
      await findToast(MESSAGES.deaCheckFactionEmpty);
      await chooseOption(user, 'Фракция', 'LSPD', el);
      await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
      await findToast(MESSAGES.deaCheckTimeEmpty);
      expect(mock.requests.all.filter((r) => r.method === 'PUT')).toHaveLength(0);
      await chooseOption(user, 'Время', '19:30', el);

      const search = dialog.getByRole('combobox', { name: /Агенты/ });
      await user.click(search);
      await user.keyboard(agent.slice(1, 5).toUpperCase());
      let listbox = await screen.findByRole('listbox');
      await user.click(within(listbox).getByRole('option', { name: agent }));
      await user.click(search);
      listbox = await screen.findByRole('listbox');
      expect(within(listbox).queryByRole('option', { name: agent })).toBeNull();
      await user.keyboard('{Escape}');

      await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
      await findSuccessToast(DEA_TEXT.done.scheduleSaved('Понедельник', '19:30'));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(mock.requests.to(`/api/v1/dea-check/${first.id}/update`)[0]?.body).toEqual({
        faction: 'LSPD',
        time: '19:30',
        agents: [agent],
      });
      await waitFor(() => expect(within(grid).getByText('19:30')).toBeInTheDocument());
    },
    JOURNEY_TIMEOUT,
  );

  it('a role outside 03 §6 "schedule: edit" cannot open a row', async () => {
    const user = setupUser();
    await mock.renderAs('agent_dea', <DeaCheckPage />, '/dea-check');
    await pressFirstRow(user, 'Проверки DEA');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/dea-report (03 §2, §4, §7)', () => {
  /** A DEA report on the head's check, newest of the list (first row), written by `author`. */
  const placeOnCheck = (author: string) => {
    const [model] = store().deaReports;
    if (!model) throw new Error('no DEA reports');
    const report = {
      ...structuredClone(model),
      id: mock.server.store.nextId(),
      createdAt: new Date(mock.server.store.now() + HOUR).toISOString(),
      status: 'ON_HEAD_CHECK' as const,
      author,
    };
    store().deaReports.push(report);
    return report;
  };
  const nickOf = (username: string) => {
    const account = store().accounts.find((a) => a.username === username);
    const member = store().members.find((m) => m.id === account?.memberId);
    if (!member) throw new Error(`no member ${username}`);
    return member.nick;
  };

  it('an agent opening a row reads the report without auth and does not mark it (03 §4)', async () => {
    const user = setupUser();
    const report = placeOnCheck(nickOf('agent_dea'));
    await mock.renderAs('agent_dea', <DeaReportsPage />, '/dea-report');
    const tab = fakeTab();
    const row = await pressFirstRow(user, 'Отчёты DEA');
    expect(row).toHaveTextContent(report.author);
    await waitFor(() => expect(tab.written).toContain(`Отчёт DEA №${report.id}`));
    const sent = mock.requests.to(`/api/v1/dea-reports/${report.id}/report`, 'GET')[0];
    expect(sent?.headers.get('Authorization')).toBeNull();
    expect(mock.requests.to(`/api/v1/dea-reports/${report.id}/check`)).toHaveLength(0);
    expect(report.status).toBe('ON_HEAD_CHECK');
    expect(row).toHaveTextContent('На проверке у главы DEA');
  });

  it("the head's opening is the check: sent with his token, the row reads Просмотрено", async () => {
    const user = setupUser();
    const report = placeOnCheck(nickOf('agent_dea'));
    await mock.renderAs('head_dea', <DeaReportsPage />, '/dea-report');
    const tab = fakeTab();
    const row = await pressFirstRow(user, 'Отчёты DEA');
    await waitFor(() => expect(tab.written).toContain(`Отчёт DEA №${report.id}`));
    const check = mock.requests.to(`/api/v1/dea-reports/${report.id}/check`, 'PUT')[0];
    expect(check?.headers.get('Authorization')).toMatch(/^Bearer /);
    await waitFor(() => expect(row).toHaveTextContent('Просмотрено'));
    await findSuccessToast(DEA_TEXT.done.reportChecked(report.author));
    // 03 §2 "work reports": the count names reports, not requests.
    expect(screen.getByText(`Всего отчётов: ${store().deaReports.length}`)).toBeInTheDocument();
    expect(screen.queryByText(/^Всего запросов/)).not.toBeInTheDocument();
  });

  it('a server without the check call (404) shows the head no error', async () => {
    const user = setupUser();
    const report = placeOnCheck(nickOf('agent_dea'));
    mock.server.use(
      http.put('*/api/v1/dea-reports/:id/check', () => new HttpResponse(null, { status: 404 })),
    );
    await mock.renderAs('head_dea', <DeaReportsPage />, '/dea-report');
    const tab = fakeTab();
    await pressFirstRow(user, 'Отчёты DEA');
    await waitFor(() => expect(tab.written).toContain(`Отчёт DEA №${report.id}`));
    await waitFor(() =>
      expect(mock.requests.to(`/api/v1/dea-reports/${report.id}/check`, 'PUT')).toHaveLength(1),
    );
    // Taken as done: the list is refreshed as after any check, and no error toast is shown.
    await waitFor(() => expect(mock.requests.to('/api/v1/dea-reports/all')).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Уведомления' })).toBeNull();
  });

  it('the head opening his own report does not check it', async () => {
    const user = setupUser();
    const report = placeOnCheck(nickOf('head_dea'));
    await mock.renderAs('head_dea', <DeaReportsPage />, '/dea-report');
    const tab = fakeTab();
    await pressFirstRow(user, 'Отчёты DEA');
    await waitFor(() => expect(tab.written).toContain(`Отчёт DEA №${report.id}`));
    expect(mock.requests.to(`/api/v1/dea-reports/${report.id}/check`)).toHaveLength(0);
    expect(report.status).toBe('ON_HEAD_CHECK');
  });

  it('a CID agent sees the list but does not open reports', async () => {
    const user = setupUser();
    await mock.renderAs('agent_cid', <DeaReportsPage />, '/dea-report');
    const tab = fakeTab();
    await pressFirstRow(user, 'Отчёты DEA');
    expect(window.open).not.toHaveBeenCalled();
    expect(tab.written).toBe('');
  });

  it('the creation modal needs one complete row and sends the complete rows', async () => {
    const user = setupUser();
    const onClose = vi.fn();
    await mock.renderAs('agent_dea', <DeaReportCreateModal onClose={onClose} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Отчёт о работе DEA' }));
    await user.click(dialog.getByRole('button', { name: 'Отправить' }));
    await findToast(MESSAGES.deaReportEmpty);
    await fill(user, dialog.getByRole('textbox', { name: 'Название 1' }), 'Патруль');
    await user.click(dialog.getByRole('button', { name: 'Отправить' }));
    await findToast(MESSAGES.deaReportRowIncomplete);
    expect(mock.requests.to('/api/v1/dea-reports/add')).toHaveLength(0);
    await fill(user, dialog.getByRole('textbox', { name: 'Ссылка 1' }), 'https://forum.example/p');
    await user.click(dialog.getByRole('button', { name: 'Добавить блок' }));
    await user.click(dialog.getByRole('button', { name: 'Отправить' }));
    await findSuccessToast(DEA_TEXT.done.reportFiled);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mock.requests.to('/api/v1/dea-reports/add')[0]?.body).toEqual({
      proves: [{ title: 'Патруль', link: 'https://forum.example/p' }],
    });
  });
});
