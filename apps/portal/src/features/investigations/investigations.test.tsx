import { INVESTIGATIONS_TEXT, MESSAGES, RAPORTS_TEXT } from '@fbi/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUrl, currentUrl } from '../../shared/testing/CurrentUrl.tsx';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { openFromToast } from '../../shared/testing/toasts.ts';
import { chooseOption, fill, setupUser } from '../../shared/testing/interactions.ts';
import { InvestigationsPage, IbInvestigationsPage } from './ClosedInvestigationsPage.tsx';
import { EndInvestigationModal } from './EndInvestigationModal.tsx';
import { StartInvestigationModal } from './StartInvestigationModal.tsx';
import { findLoadedGrid } from '../../shared/testing/grids.ts';
import { fakeTab } from '../../shared/testing/fakeTab.ts';

const mock = setupMockApi();
const data = () => mock.server.store.data;
afterEach(() => vi.restoreAllMocks());

/** The data rows of the list once loaded. */
async function dataRows() {
  const grid = await findLoadedGrid();
  return within(grid).getAllByRole('row').slice(1);
}

describe('/investigations and /ib-investigations (01 §2 Closed investigations)', () => {
  const newestClosed = () =>
    [...data().investigations]
      .filter((i) => i.closedAt)
      .sort((a, b) => (b.closedAt ?? '').localeCompare(a.closedAt ?? ''))[0];

  it('the list is public, but a visitor opens no report (01 §6 "Closed investigations open: any non-user")', async () => {
    const tab = fakeTab();
    const user = setupUser();
    await mock.renderAs('user', <InvestigationsPage />, '/investigations');
    const rows = await dataRows();
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent(newestClosed()?.author ?? '');
    expect(screen.queryByRole('button', { name: 'Завершить расследование' })).toBeNull();
    await user.click(within(rows[0] as HTMLElement).getAllByRole('gridcell')[0] as HTMLElement);
    expect(window.open).not.toHaveBeenCalled();
    expect(tab.written).toBe('');
    expect(mock.requests.to(`/api/v1/investigation/${newestClosed()?.id}/report`)).toHaveLength(0);
  });

  it('a staff member opens the report in a new tab with the session headers (01 §7)', async () => {
    const tab = fakeTab();
    const user = setupUser();
    await mock.renderAs('agent_cid', <InvestigationsPage />, '/investigations');
    const rows = await dataRows();
    await user.click(within(rows[0] as HTMLElement).getAllByRole('gridcell')[0] as HTMLElement);
    await waitFor(() => expect(tab.written).toContain('Мотивировка'));
    const [sent] = mock.requests.to(`/api/v1/investigation/${newestClosed()?.id}/report`);
    expect(sent?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('/ib-investigations: staff outside intelligence see the list and open a row (01 §6)', async () => {
    const tab = fakeTab();
    const user = setupUser();
    await mock.renderAs('agent_cid', <IbInvestigationsPage />, '/ib-investigations');
    const [first] = await dataRows();
    expect(mock.requests.to('/api/v1/ib-investigation/closed')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(within(first as HTMLElement).getAllByRole('gridcell')[0] as HTMLElement);
    await waitFor(() => expect(tab.written).toContain('Мотивировка'));
  });

  it('/ib-investigations as the IB head: the closed IB investigations', async () => {
    await mock.renderAs('head_intelligence', <IbInvestigationsPage />, '/ib-investigations');
    expect(await dataRows()).toHaveLength(10);
    expect(mock.requests.to('/api/v1/ib-investigation/closed')).toHaveLength(1);
  });
});

describe('start and end (01 §4, §5, §6)', () => {
  it('the director starts a non-joint investigation naming its branch; the rules refuse unsent first', async () => {
    const user = setupUser();
    const onClose = vi.fn();
    await mock.renderAs(
      'director',
      <>
        <StartInvestigationModal kind="agent" onClose={onClose} />
        <CurrentUrl />
      </>,
    );
    const dialogEl = await screen.findByRole('dialog', { name: 'Начать расследование' });
    const dialog = within(dialogEl);
    await user.click(dialog.getByRole('button', { name: 'Начать' }));
    expect(await dialog.findByText(MESSAGES.factionEmpty)).toBeInTheDocument();
    await chooseOption(user, 'Организация', 'LSPD', dialogEl);
    await user.click(dialog.getByRole('button', { name: 'Начать' }));
    expect(await dialog.findByText(MESSAGES.jointEmpty)).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'Нет' }));
    await user.click(dialog.getByRole('button', { name: 'Начать' }));
    expect(await dialog.findByText(MESSAGES.directionEmpty)).toBeInTheDocument();
    expect(mock.requests.all.filter((r) => r.method === 'POST')).toHaveLength(0);

    await chooseOption(user, 'Направление', 'DEA', dialogEl);
    await user.click(dialog.getByRole('button', { name: 'Начать' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mock.requests.to('/api/v1/investigation/add')[0]?.body).toEqual({
      faction: 'LSPD',
      isJoint: false,
      direction: 'DEA',
    });
    // The toast names the new investigation and opens it among the open ones above /raports.
    const id = Math.max(...mock.server.store.data.investigations.map((inv) => inv.id));
    await openFromToast(user, INVESTIGATIONS_TEXT.done.started('LSPD', id));
    await waitFor(() => expect(currentUrl()).toBe(`/raports?investigation=${id}`));
  });

  it('head_cid starts a joint investigation: no branch asked, {faction, isJoint} sent', async () => {
    const user = setupUser();
    const onClose = vi.fn();
    await mock.renderAs('head_cid', <StartInvestigationModal kind="agent" onClose={onClose} />);
    const dialogEl = await screen.findByRole('dialog', { name: 'Начать расследование' });
    await chooseOption(user, 'Организация', 'FBI', dialogEl);
    await user.click(within(dialogEl).getByRole('radio', { name: 'Нет' }));
    expect(within(dialogEl).queryByRole('button', { name: /Направление$/ })).toBeNull();
    await user.click(within(dialogEl).getByRole('radio', { name: 'Да' }));
    await user.click(within(dialogEl).getByRole('button', { name: 'Начать' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mock.requests.to('/api/v1/investigation/add')[0]?.body).toEqual({
      faction: 'FBI',
      isJoint: true,
    });
  });

  it('ends an investigation with selected APPROVED reports and finds it under /investigations', async () => {
    const user = setupUser();
    const target = data().investigations.find(
      (i) =>
        !i.closedAt &&
        data().raports.some((r) => r.investigationId === i.id && r.status === 'APPROVED'),
    );
    if (!target) throw new Error('no open investigation with an approved report');
    const reports = data().raports.filter((r) => r.investigationId === target.id);
    const approved = reports.filter((r) => r.status === 'APPROVED');
    const onClose = vi.fn();
    const modal = await mock.renderAs(
      'head_cid',
      <>
        <EndInvestigationModal kind="agent" onClose={onClose} />
        <CurrentUrl />
      </>,
    );
    await screen.findByRole('textbox', { name: /^Мотивировка/ });
    const dialogEl = screen.getByRole('dialog', { name: 'Завершить расследование' });
    const dialog = within(dialogEl);
    // Nothing is preselected (closing the wrong case cannot be undone).
    expect(dialog.queryAllByRole('checkbox')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Завершить' }));
    expect(await dialog.findByText(MESSAGES.investigationNotChosen)).toBeInTheDocument();
    await chooseOption(
      user,
      'Расследование',
      RAPORTS_TEXT.investigationOption(target.id, target.faction, target.isJoint),
      dialogEl,
    );

    // Only the APPROVED reports of the chosen investigation are offered.
    const boxes = dialog.getAllByRole('checkbox');
    expect(boxes).toHaveLength(approved.length);
    expect(approved.length).toBeLessThan(reports.length);

    await user.click(dialog.getByRole('button', { name: 'Завершить' }));
    expect(await dialog.findByText(MESSAGES.descriptionEmpty)).toBeInTheDocument();
    await fill(user, dialog.getByRole('textbox', { name: /^Мотивировка/ }), 'Банда задержана');
    await user.click(dialog.getByRole('button', { name: 'Завершить' }));
    expect(await dialog.findByText(MESSAGES.reportsNotSelected)).toBeInTheDocument();
    expect(mock.requests.all.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(boxes[0] as HTMLElement);
    await user.click(dialog.getByRole('button', { name: 'Завершить' }));
    await openFromToast(user, INVESTIGATIONS_TEXT.done.ended(target.id, target.faction));
    await waitFor(() => expect(currentUrl()).toBe('/investigations'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mock.requests.to('/api/v1/investigation/close')[0]?.body).toEqual({
      description: 'Банда задержана',
      selectedReports: [approved[0]?.id],
    });
    const closed = data().investigations.find((i) => i.id === target.id);
    expect(closed?.closedAt).not.toBeNull();

    modal.unmount();
    await mock.renderAs('agent_dea', <InvestigationsPage />, '/investigations');
    const [first] = await dataRows();
    expect(first).toHaveTextContent(target.author);
    expect(first).toHaveTextContent(target.faction);
  });

  it('with no open investigation the end modal says so and offers no form', async () => {
    for (const i of data().ibInvestigations) i.closedAt ??= i.createdAt;
    await mock.renderAs('director', <EndInvestigationModal kind="ib" onClose={() => undefined} />);
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Завершить расследование IB' }),
    );
    expect(await dialog.findByRole('alert')).toHaveTextContent('Нет открытых расследований');
    expect(dialog.queryByRole('button', { name: 'Завершить' })).toBeNull();
  });
});
