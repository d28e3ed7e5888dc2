import {
  HISTORY_TEXT,
  INVESTIGATIONS_TEXT,
  MESSAGES,
  RAPORTS_TEXT,
  statusLabel,
  UI_TEXT,
} from '@fbi/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Raport } from '../../shared/investigativeQueries.ts';
import { findFieldShown, findStatusShown } from '../../shared/testing/recordStatus.ts';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { chooseOption, fill, setupUser, type TestUser } from '../../shared/testing/interactions.ts';
import { findSuccessToast } from '../../shared/testing/toasts.ts';
import { RaportFileModal } from './RaportFileModal.tsx';
import { AgentRaportsPage, IbRaportsPage } from './RaportsPage.tsx';
import { findLoadedGrid } from '../../shared/testing/grids.ts';

const mock = setupMockApi();
const data = () => mock.server.store.data;
type Role = Parameters<typeof mock.renderAs>[0];

/** Makes `report` the newest, so it is the first row of its list. */
function putFirst(report: Raport) {
  report.createdAt = '2099-01-01T00:00:00.000Z';
  return report;
}

/** A seeded agent report in `status`, made the newest; written by `role`'s demo account if given. */
function seededRaport(status: string, role?: Role) {
  const found = data().raports.find((r) => r.status === status);
  if (!found) throw new Error(`no seeded ${status} raport`);
  const account = role && data().accounts.find((a) => a.username === role);
  const nick = account && data().members.find((m) => m.id === account.memberId)?.nick;
  if (nick) found.author = nick;
  return putFirst(found);
}

/** Renders a list as `role`, waits for data rows and opens the first row's view modal. */
async function openFirst(
  user: TestUser,
  role: Role,
  page = <AgentRaportsPage />,
  route = '/raports',
) {
  await mock.renderAs(role, page, route);
  const grid = await findLoadedGrid();
  const [, first] = within(grid).getAllByRole('row');
  const [cell] = within(first as HTMLElement).getAllByRole('gridcell');
  await user.click(cell as HTMLElement);
  return within(await screen.findByRole('dialog', { name: /^Рапорт/ }));
}

const textbox = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function addEntry(user: TestUser, field: HTMLElement, value: string) {
  await user.clear(field);
  await fill(user, field, value);
  await user.keyboard('{Enter}');
}

/** The filing dialog once its form is in (it replaces the loading dialog). */
async function findForm(name: string) {
  await screen.findByRole('textbox', { name: /^Описание/ });
  return screen.getByRole('dialog', { name });
}

const puts = () => mock.requests.all.filter((r) => r.method === 'PUT');

describe('/raports (01 §2 Agent reports)', () => {
  it('asks with the caller roles and shows faction, author, date and status', async () => {
    const r = seededRaport('ON_HEAD_CHECK');
    const user = setupUser();
    const view = await openFirst(user, 'head_cid');
    expect(Object.fromEntries(mock.requests.to('/api/v1/report/all')[0]?.query ?? [])).toEqual({
      roles: 'head_cid',
    });
    // The author links to their person page (issue 25), the proofs open themselves.
    expect(view.getByRole('link', { name: r.author })).toHaveAttribute(
      'href',
      `/person?nick=${r.author}`,
    );
    expect(view.getByText(r.description)).toBeInTheDocument();
    await findStatusShown(view, statusLabel('raport', r.status));
    expect(view.getAllByRole('link')).toHaveLength(r.proves.length + 1);
    expect(view.getByText(UI_TEXT.noComment)).toBeInTheDocument();
  });

  it('head_cid approves a report under review; an approved one has its buttons disabled', async () => {
    const r = seededRaport('ON_HEAD_CHECK');
    const user = setupUser();
    const view = await openFirst(user, 'head_cid');
    expect(view.queryByRole('button', { name: 'Редактировать' })).not.toBeInTheDocument();
    await user.click(view.getByRole('button', { name: 'Принять' }));
    await findSuccessToast(RAPORTS_TEXT.done.approved('raport', r.caseNo));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.requests.to(`/api/v1/report/${r.id}/approve`, 'PUT')).toHaveLength(1);
    expect(data().raports.find((x) => x.id === r.id)?.status).toBe('APPROVED');

    const grid = screen.getByRole('grid');
    await waitFor(() => expect(within(grid).getAllByText('Принят').length).toBeGreaterThan(0));
    const [, first] = within(grid).getAllByRole('row');
    await user.click(within(first as HTMLElement).getAllByRole('gridcell')[0] as HTMLElement);
    const again = within(await screen.findByRole('dialog', { name: /^Рапорт/ }));
    expect(again.getByRole('button', { name: 'Принять' })).toHaveAttribute('aria-disabled', 'true');
    expect(again.getByRole('button', { name: 'Отправить на доработку' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('sends back only with a comment ("Заполните комментарий!"), the comment in the path', async () => {
    const r = seededRaport('ON_HEAD_CHECK');
    const user = setupUser();
    const view = await openFirst(user, 'director');
    await user.click(view.getByRole('button', { name: 'Отправить на доработку' }));
    const rework = within(await screen.findByRole('dialog', { name: /^Отправка рапорта/ }));
    mock.requests.clear();
    await user.click(rework.getByRole('button', { name: 'Отправить' }));
    expect(await rework.findByText(MESSAGES.commentEmpty)).toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    await fill(user, textbox(rework, 'Комментарий'), 'Добавьте доказательства');
    await user.click(rework.getByRole('button', { name: 'Отправить' }));
    await findSuccessToast(RAPORTS_TEXT.done.sentBack('raport', r.caseNo));
    // Back to the view with the updated report, as the MW rework does.
    const back = within(await screen.findByRole('dialog', { name: /^Рапорт №/ }));
    await findStatusShown(back, statusLabel('raport', 'NEED_IMPROVE'));
    await findFieldShown(back, 'Добавьте доказательства');
    // The record's history (issue 26) names the return with its comment.
    const history = await back.findByRole('region', { name: HISTORY_TEXT.title });
    expect(await within(history).findByText('Добавьте доказательства')).toBeInTheDocument();
    expect(puts()[0]?.path).toBe(
      `/api/v1/report/${r.id}/update/${encodeURIComponent('Добавьте доказательства')}`,
    );
    const stored = data().raports.find((x) => x.id === r.id);
    expect(stored?.status).toBe('NEED_IMPROVE');
    expect(stored?.comment).toBe('Добавьте доказательства');
  });

  it('the author edits a report sent back: bad articles refused unsent, then resubmitted', async () => {
    const r = seededRaport('NEED_IMPROVE', 'agent_cid');
    const user = setupUser();
    const view = await openFirst(user, 'agent_cid');
    expect(view.queryByRole('button', { name: 'Принять' })).not.toBeInTheDocument();
    await user.click(view.getByRole('button', { name: 'Редактировать' }));
    const edit = within(await screen.findByRole('dialog', { name: /^Редактирование рапорта/ }));
    for (const b of edit.getAllByRole('button', { name: /^Удалить/ }).slice(0, r.cautions.length))
      await user.click(b);
    mock.requests.clear();
    await user.click(edit.getByRole('button', { name: 'Сохранить' }));
    expect(await edit.findByText(MESSAGES.articlesEmpty)).toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    await addEntry(user, textbox(edit, 'Статьи УК'), '7.1 УК');
    await user.click(edit.getByRole('button', { name: 'Сохранить' }));
    await findSuccessToast(RAPORTS_TEXT.done.edited('raport', r.caseNo));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts()[0]?.path).toBe(`/api/v1/report/${r.id}/update`);
    await waitFor(() =>
      expect(puts()[0]?.body).toEqual({
        description: r.description,
        cautions: ['7.1 УК'],
        proves: r.proves,
      }),
    );
    expect(data().raports.find((x) => x.id === r.id)?.status).toBe('ON_HEAD_CHECK');
  });

  it('/ib-raports: the IB head sees IB reports and approves', async () => {
    const found = data().ibReports.find((x) => x.status === 'NEED_IMPROVE');
    if (!found) throw new Error('no seeded IB report to review');
    const r = putFirst(found);
    const user = setupUser();
    const view = await openFirst(user, 'head_intelligence', <IbRaportsPage />, '/ib-raports');
    expect(mock.requests.to('/api/v1/ib-report/all')).toHaveLength(1);
    await user.click(view.getByRole('button', { name: 'Принять' }));
    await findSuccessToast(RAPORTS_TEXT.done.approved('ibReport', r.caseNo));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.requests.to(`/api/v1/ib-report/${r.id}/approve`, 'PUT')).toHaveLength(1);
  });

  it('/ib-raports: a staff member outside intelligence is told so and no IB list is asked', async () => {
    await mock.renderAs('agent_cid', <IbRaportsPage />, '/ib-raports');
    expect(await screen.findByText(RAPORTS_TEXT.ibNoAccess)).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(mock.requests.to('/api/v1/ib-report/all')).toHaveLength(0);
  });
});

describe('filing a report (01 §4, §5, §6)', () => {
  const open = () => data().investigations.filter((i) => !i.closedAt);

  it('agent_cid files to a fitting investigation; only CID and joint ones are offered', async () => {
    const user = setupUser();
    await mock.renderAs('agent_cid', <RaportFileModal kind="agent" onClose={() => undefined} />);
    const dialogEl = await findForm('Подать рапорт');
    const dialog = within(dialogEl);
    await user.click(dialog.getByRole('button', { name: /Расследование$/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    const fitting = open().filter((i) => i.isJoint || i.direction === 'CID');
    expect(options).toHaveLength(fitting.length);
    const target = fitting.at(-1);
    if (!target) throw new Error('no fitting investigation');
    await user.keyboard('{Escape}');
    await chooseOption(
      user,
      'Расследование',
      `№${target.id} — ${target.faction}${target.isJoint ? ' (совместное)' : ''}`,
      dialogEl,
    );

    mock.requests.clear();
    await user.click(dialog.getByRole('button', { name: 'Подать' }));
    expect(await dialog.findByText(MESSAGES.descriptionEmpty)).toBeInTheDocument();
    await fill(user, textbox(dialog, 'Описание'), 'Слежка за складом');
    await addEntry(user, textbox(dialog, 'Статьи УК'), '12.1 АК');
    expect(dialog.queryByText('12.1 АК')).not.toBeInTheDocument();
    await addEntry(user, textbox(dialog, 'Статьи УК'), '12.1 УК');
    await addEntry(user, textbox(dialog, 'Доказательства'), 'https://imgur.com/a/1');
    expect(mock.requests.all).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Подать' }));
    await findSuccessToast(RAPORTS_TEXT.done.filed('raport', target.id));
    await waitFor(() =>
      expect(mock.requests.to(`/api/v1/report/${target.id}/add`, 'POST')[0]?.body).toEqual({
        description: 'Слежка за складом',
        cautions: ['12.1 УК'],
        proves: ['https://imgur.com/a/1'],
      }),
    );
    expect(data().raports.some((r) => r.description === 'Слежка за складом')).toBe(true);
  });

  it('refuses with "У вас нет доступа к текущим расследованиям" when none fits; nothing sent', async () => {
    // Only DEA investigations stay open.
    for (const i of open()) if (i.isJoint || i.direction !== 'DEA') i.closedAt = i.createdAt;
    await mock.renderAs('agent_cid', <RaportFileModal kind="agent" onClose={() => undefined} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Подать рапорт' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(MESSAGES.noInvestigationAccess);
    expect(dialog.queryByRole('button', { name: 'Подать' })).not.toBeInTheDocument();
    expect(mock.requests.all.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('refuses with "Нет открытых расследований для подачи рапорта" when none is open', async () => {
    for (const i of open()) i.closedAt = i.createdAt;
    await mock.renderAs('director', <RaportFileModal kind="agent" onClose={() => undefined} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Подать рапорт' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(MESSAGES.noOpenInvestigations);
  });

  it('a secret agent files an IB report with N.N АК articles', async () => {
    const user = setupUser();
    const target = data().ibInvestigations.find((i) => !i.closedAt);
    await mock.renderAs(
      'secret_intelligence_agent',
      <RaportFileModal kind="ib" onClose={() => undefined} />,
    );
    const dialogEl = await findForm('Подать рапорт IB');
    const dialog = within(dialogEl);
    await fill(user, textbox(dialog, 'Описание'), 'Агентурные данные');
    await addEntry(user, textbox(dialog, 'Статьи'), '3.2 АК');
    await addEntry(user, textbox(dialog, 'Доказательства'), 'https://imgur.com/a/2');
    // Nothing is preselected: the person must choose the investigation.
    await user.click(dialog.getByRole('button', { name: 'Подать' }));
    expect(await dialog.findByText(MESSAGES.investigationNotChosen)).toBeInTheDocument();
    expect(mock.requests.all.filter((r) => r.method === 'POST')).toHaveLength(0);
    if (!target) throw new Error('no open IB investigation');
    await chooseOption(
      user,
      'Расследование',
      RAPORTS_TEXT.investigationOption(target.id, target.faction, false),
      dialogEl,
    );
    await user.click(dialog.getByRole('button', { name: 'Подать' }));
    await waitFor(() =>
      expect(mock.requests.to(`/api/v1/ib-report/${target.id}/add`, 'POST')[0]?.body).toEqual({
        description: 'Агентурные данные',
        cautions: ['3.2 АК'],
        proves: ['https://imgur.com/a/2'],
      }),
    );
  });
});

describe('open investigations above the report list (issue 24: a started investigation shows)', () => {
  const opened = () => data().investigations.filter((inv) => !inv.closedAt);

  it('counts them folded; a link unfolds them and marks the one it names', async () => {
    const target = opened()[0];
    if (!target) throw new Error('no seeded open investigation');
    await mock.renderAs('agent_cid', <AgentRaportsPage />, `/raports?investigation=${target.id}`);
    const summary = await screen.findByText(INVESTIGATIONS_TEXT.openTitle(opened().length));
    const panel = summary.closest('details');
    expect(panel).toHaveAttribute('open');
    const marked = within(panel as HTMLElement).getByText(INVESTIGATIONS_TEXT.openLinked);
    const item = marked.closest('li');
    expect(item).toHaveAttribute('aria-current', 'true');
    expect(item).toHaveTextContent(
      RAPORTS_TEXT.investigationOption(target.id, target.faction, target.isJoint),
    );
    expect(within(panel as HTMLElement).getAllByRole('listitem')).toHaveLength(opened().length);
  });

  it('stays folded without a link, and says when none is open', async () => {
    for (const inv of opened()) inv.closedAt = '2026-11-01T00:00:00.000Z';
    await mock.renderAs('agent_cid', <AgentRaportsPage />, '/raports');
    const summary = await screen.findByText(INVESTIGATIONS_TEXT.openTitle(0));
    expect(summary.closest('details')).not.toHaveAttribute('open');
    expect(screen.getByText(INVESTIGATIONS_TEXT.noneOpen)).toBeInTheDocument();
  });

  it('asks nothing for a staff member outside intelligence on /ib-raports', async () => {
    await mock.renderAs('agent_cid', <IbRaportsPage />, '/ib-raports');
    await screen.findByText(RAPORTS_TEXT.ibNoAccess);
    expect(mock.requests.to('/api/v1/ib-investigation/opened')).toHaveLength(0);
  });
});
