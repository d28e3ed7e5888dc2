import {
  BLACKLIST_TEXT,
  formatDays,
  MESSAGES,
  PAGE_SIZE,
  REGISTRY_TEXT,
  UI_TEXT,
} from '@fbi/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { chooseOption, fill, setupUser } from '../../shared/testing/interactions.ts';
import { newestFirst, showPageOf } from '../../shared/testing/paging.ts';
import { findSuccessToast } from '../../shared/testing/toasts.ts';
import BlacklistAddModal from './BlacklistAddModal.tsx';
import { BlacklistPage } from './BlacklistPage.tsx';
import { findLoadedGrid, rowOf } from '../../shared/testing/grids.ts';

const mock = setupMockApi();
const GRID = 'Государственный чёрный список';

async function renderBlacklist(role: Parameters<typeof mock.renderAs>[0]) {
  await mock.renderAs(role, <BlacklistPage />, '/blacklist');
  const grid = await findLoadedGrid(GRID);
  return grid;
}

/**
 * The row header's name: the nick, and «Новое» after it when the row's id is above those of the
 * first page shown (the seed's ids do not follow its dates).
 */
const headerName = (nick: string) => new RegExp(`^${nick}(${REGISTRY_TEXT.fresh})?$`);

describe('formatDays (02 §2.4, §9)', () => {
  it('uses день, дня, дней by Intl.PluralRules', () => {
    expect([1, 2, 5, 7, 21, 22, 25].map(formatDays)).toEqual([
      '1 день',
      '2 дня',
      '5 дней',
      '7 дней',
      '21 день',
      '22 дня',
      '25 дней',
    ]);
  });
});

describe('/blacklist (02 §2.4)', () => {
  it('shows every entry with its period in Russian plurals; a visitor sees no Delete', async () => {
    const user = setupUser();
    const grid = await renderBlacklist('user');
    const entries = newestFirst(mock.server.store.data.blacklist);
    // Every entry, 10 a page: each page shows the next ten, the last one the rest.
    for (let start = 0; start < entries.length; start += PAGE_SIZE) {
      await showPageOf(user, start);
      const page = entries.slice(start, start + PAGE_SIZE);
      expect(within(grid).getAllByRole('row')).toHaveLength(page.length + 1);
      const headers = within(grid).getAllByRole('rowheader');
      page.forEach((e, i) => expect(headers[i]).toHaveAccessibleName(headerName(e.nick)));
    }
    const [entry] = mock.server.store.data.blacklist;
    if (!entry) throw new Error('the seed has no blacklist entries');
    await showPageOf(user, entries.indexOf(entry));
    expect(
      within(rowOf(grid, headerName(entry.nick))).getByText(formatDays(entry.daysCount)),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Удалить/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Добавить в чёрный список' }),
    ).not.toBeInTheDocument();
  });

  it('professional_standards_inspector deletes an entry after the confirmation', async () => {
    const user = setupUser();
    const grid = await renderBlacklist('professional_standards_inspector');
    const [entry] = mock.server.store.data.blacklist;
    if (!entry) throw new Error('the seed has no blacklist entries');
    await showPageOf(user, newestFirst(mock.server.store.data.blacklist).indexOf(entry));
    await user.click(
      within(rowOf(grid, headerName(entry.nick))).getByRole('button', { name: /^Удалить/ }),
    );
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText(new RegExp(entry.nick))).toBeVisible();
    await user.click(confirm.getByRole('button', { name: UI_TEXT.delete }));
    // A deleted entry has nothing to open: the toast names it and offers nothing.
    const deleted = await findSuccessToast(BLACKLIST_TEXT.done.deleted(entry.nick));
    expect(
      within(deleted).queryByRole('button', { name: REGISTRY_TEXT.openRecord }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mock.requests.to(`/api/v1/blacklist/${entry.id}/delete`, 'DELETE')).toHaveLength(1);
    expect(mock.server.store.data.blacklist.some((b) => b.id === entry.id)).toBe(false);
  });

  it('adds an entry with the period as an integer; no period is refused unsent', async () => {
    const user = setupUser();
    let closed = false;
    await mock.renderAs(
      'director',
      <BlacklistAddModal onClose={() => (closed = true)} title="Добавить в чёрный список" />,
    );
    const dialogEl = await screen.findByRole('dialog', { name: 'Добавить в чёрный список' });
    const dialog = within(dialogEl);
    await fill(user, dialog.getByRole('textbox', { name: /^Ник/ }), 'Ivan_Petrov');
    await fill(user, dialog.getByRole('textbox', { name: /^Причина/ }), '12.1 УК');
    await user.click(dialog.getByRole('button', { name: 'Добавить' }));
    expect(await dialog.findByText(MESSAGES.blacklistPeriodInvalid)).toBeInTheDocument();
    expect(mock.requests.to('/api/v1/blacklist/add')).toHaveLength(0);
    await chooseOption(user, 'Срок', '3 дня', dialogEl);
    await user.click(dialog.getByRole('button', { name: 'Добавить' }));
    await findSuccessToast(BLACKLIST_TEXT.done.added('Ivan_Petrov', 3));
    await waitFor(() => expect(closed).toBe(true));
    expect(mock.requests.to('/api/v1/blacklist/add')[0]?.body).toEqual({
      nick: 'Ivan_Petrov',
      reason: '12.1 УК',
      daysCount: 3,
    });
  });
});
