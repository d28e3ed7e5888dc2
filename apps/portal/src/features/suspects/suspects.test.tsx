import { MESSAGES, SUSPECTS_TEXT, UI_TEXT } from '@fbi/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../app/modals/ModalHost.tsx';
import { api } from '../../shared/api.ts';
import { fakeTab } from '../../shared/testing/fakeTab.ts';
import { chooseStatus, fill, setupUser, type TestUser } from '../../shared/testing/interactions.ts';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { findSuccessToast, findToast } from '../../shared/testing/toasts.ts';
import { DatabasePage } from './DatabasePage.tsx';
import FirstArrestModal from './FirstArrestModal.tsx';
import { PublicDatabasePage } from './PublicDatabasePage.tsx';
import { SuspectsPage } from './SuspectsPage.tsx';
import { waitForDataRows } from '../../shared/testing/grids.ts';

/** A journey through several screens and modals takes longer than one check on a busy machine. */
const JOURNEY_TIMEOUT = 45_000;

const mock = setupMockApi();
const store = () => mock.server.store.data;

afterEach(() => vi.restoreAllMocks());

/** A seeded suspect in `status`, renamed so that the offender filter finds it alone. */
function suspectIn(status: string, withLab?: boolean) {
  const found = store().suspects.find(
    (s) => s.status === status && (withLab === undefined || (s.laboratoryId !== null) === withLab),
  );
  if (!found) throw new Error(`the seed has no ${status} suspect`);
  found.nick = 'Lone_Offender';
  return found;
}

async function waitForRows(grid: HTMLElement) {
  return waitForDataRows(grid);
}

/** Renders /db as the director filtered to `nick` and opens its only row. */
async function openInDb(user: TestUser, nick: string) {
  const view = await mock.renderAs(
    'director',
    <ModalHost>
      <DatabasePage />
    </ModalHost>,
    `/db?nick=${nick}`,
  );
  const grid = await screen.findByRole('grid', { name: 'Криминальная база данных' });
  const [row] = await waitForRows(grid);
  const [cell] = within(row as HTMLElement).getAllByRole('gridcell');
  await user.click(cell as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: `Подозреваемый: ${nick}` });
  return { view, grid, dialog };
}

describe('/db-public (03 §2; issue 11: the public list answers only what it shows)', () => {
  it('a visitor sees page 0 of 10 read-only, RECIDIVE as Рецидивист, and no proof links arrive', async () => {
    const user = setupUser();
    const s = suspectIn('RECIDIVE');
    await mock.renderAs('user', <PublicDatabasePage />, `/db-public?nick=${s.nick}`);
    const grid = await screen.findByRole('grid', { name: 'База данных' });
    const [row] = await waitForRows(grid);
    expect(row).toHaveTextContent('Рецидивист');
    expect(row).toHaveTextContent(s.author);
    const [cell] = within(row as HTMLElement).getAllByRole('gridcell');
    await user.click(cell as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const sent = mock.requests.to('/api/v1/suspect/all/public', 'GET').at(-1);
    expect(Object.fromEntries(sent?.query ?? [])).toEqual({ nick: s.nick, page: '0', size: '10' });
    const answer = await fetch(`${location.origin}/api/v1/suspect/all/public?nick=${s.nick}`);
    const body = (await answer.json()) as { items: Record<string, unknown>[] };
    expect(Object.keys(body.items[0] ?? {}).sort()).toEqual([
      'author',
      'createdAt',
      'id',
      'nick',
      'status',
    ]);
  });
});

describe('/db and the arrests (03 §2, §4, §5, §7)', () => {
  it('sends the initiator as author and the offender as nick', async () => {
    const user = setupUser();
    await mock.renderAs('agent_cid', <DatabasePage />, '/db');
    const grid = await screen.findByRole('grid', { name: 'Криминальная база данных' });
    await waitForRows(grid);
    await fill(user, screen.getByRole('textbox', { name: 'Ник инициатора' }), 'Anna');
    await fill(user, screen.getByRole('textbox', { name: 'Ник нарушителя' }), 'Petrov');
    await user.click(screen.getByRole('button', { name: UI_TEXT.filtersApply }));
    await waitFor(() =>
      expect(
        Object.fromEntries(mock.requests.to('/api/v1/suspect/all', 'GET').at(-1)?.query ?? []),
      ).toEqual({ author: 'Anna', nick: 'Petrov', page: '0', size: '10' }),
    );
  });

  it('a suspect on the laboratory check: no report button, the status menu disabled', async () => {
    const s = suspectIn('ON_LAB');
    const { dialog } = await openInDb(setupUser(), s.nick);
    expect(within(dialog).getByRole('button', { name: UI_TEXT.changeStatus })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      within(dialog).queryByRole('button', { name: 'Заключение лаборатории' }),
    ).not.toBeInTheDocument();
  });

  it('a FIRST suspect with a laboratory link opens its report in a new tab, without auth', async () => {
    const user = setupUser();
    const s = suspectIn('FIRST', true);
    const { dialog } = await openInDb(user, s.nick);
    expect(
      within(dialog).queryByRole('link', { name: /повторного ареста/ }),
    ).not.toBeInTheDocument();
    const tab = fakeTab();
    await user.click(within(dialog).getByRole('button', { name: 'Заключение лаборатории' }));
    await waitFor(() => expect(tab.written).toContain('Заключение экспертизы'));
    const sent = mock.requests.to(`/api/v1/laboratory/${s.laboratoryId}/report`, 'GET')[0];
    expect(sent?.headers.get('Authorization')).toBeNull();
  });

  it(
    'first arrest from the form, then the second and the third arrest',
    async () => {
      const user = setupUser();
      const onClose = vi.fn();
      const form = await mock.renderAs('agent_dea', <FirstArrestModal onClose={onClose} />);
      const dialog = within(await screen.findByRole('dialog', { name: 'Первый арест' }));
      await fill(user, dialog.getByRole('textbox', { name: /^Ник задержанного/ }), 'tony montana');
      await user.click(dialog.getByRole('button', { name: 'Отправить' }));
      await findToast(MESSAGES.nickFormat);
      expect(mock.requests.to('/api/v1/suspect/add')).toHaveLength(0);
      const nickField = dialog.getByRole('textbox', { name: /^Ник задержанного/ });
      await user.clear(nickField);
      await fill(user, nickField, 'Tony_Montana');
      await fill(
        user,
        dialog.getByRole('textbox', { name: /^Ссылка на доказательства нарушения/ }),
        'https://forum.example/prove',
      );
      await fill(
        user,
        dialog.getByRole('textbox', { name: /^Ссылка на доказательства ареста/ }),
        'https://forum.example/arrest',
      );
      await user.click(dialog.getByRole('button', { name: 'Отправить' }));
      await findSuccessToast(SUSPECTS_TEXT.done.firstArrest('Tony_Montana'));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(mock.requests.to('/api/v1/suspect/add')[0]?.body).toEqual({
        nick: 'Tony_Montana',
        prove: 'https://forum.example/prove',
        arrest: 'https://forum.example/arrest',
      });
      const created = store().suspects.find((s) => s.nick === 'Tony_Montana');
      expect(created?.status).toBe('ON_LAB');
      form.unmount();

      // The laboratory approves the database request (its own screen is tested in laboratory/).
      await mock.loginAs('criminalist');
      const approved = await api.PUT('/api/v1/laboratory/{id}/execute-auto', {
        params: { path: { id: created?.laboratoryId ?? 0 } },
      });
      expect(approved.response.status).toBe(200);
      expect(created?.status).toBe('FIRST');

      const first = await openInDb(user, 'Tony_Montana');
      await chooseStatus(user, first.dialog, 'Повторный арест');
      let arrest = within(
        await screen.findByRole('dialog', { name: 'Повторный арест: Tony_Montana' }),
      );
      mock.requests.clear();
      await user.click(arrest.getByRole('button', { name: 'Отправить' }));
      await findToast(MESSAGES.arrestLinkEmpty);
      await fill(
        user,
        arrest.getByRole('textbox', { name: /Ссылка на доказательства/ }),
        'не ссылка',
      );
      await user.click(arrest.getByRole('button', { name: 'Отправить' }));
      await findToast(MESSAGES.arrestLinkInvalid);
      expect(mock.requests.all.filter((r) => r.method === 'PUT')).toHaveLength(0);
      const field = arrest.getByRole('textbox', { name: /Ссылка на доказательства/ });
      await user.clear(field);
      await fill(user, field, 'https://forum.example/second');
      await user.click(arrest.getByRole('button', { name: 'Отправить' }));
      await findSuccessToast(SUSPECTS_TEXT.done.secondArrest('Tony_Montana'));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(mock.requests.to(`/api/v1/suspect/${created?.id}/second-arrest`)[0]?.body).toEqual({
        arrest: 'https://forum.example/second',
      });
      await waitFor(() => expect(within(first.grid).getByText('Рецидив')).toBeInTheDocument());

      const [row] = await waitForRows(first.grid);
      const [cell] = within(row as HTMLElement).getAllByRole('gridcell');
      await user.click(cell as HTMLElement);
      const detail = await screen.findByRole('dialog', { name: 'Подозреваемый: Tony_Montana' });
      expect(within(detail).getByRole('link', { name: /повторного ареста/ })).toHaveAttribute(
        'href',
        'https://forum.example/second',
      );
      await chooseStatus(user, detail, 'Третий арест');
      arrest = within(await screen.findByRole('dialog', { name: 'Третий арест: Tony_Montana' }));
      await fill(
        user,
        arrest.getByRole('textbox', { name: /Ссылка на доказательства/ }),
        'https://forum.example/third',
      );
      await user.click(arrest.getByRole('button', { name: 'Отправить' }));
      await findSuccessToast(SUSPECTS_TEXT.done.thirdArrest('Tony_Montana'));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(mock.requests.to(`/api/v1/suspect/${created?.id}/third-arrest`)[0]?.body).toEqual({
        arrest: 'https://forum.example/third',
      });
      expect(created?.thirdArrestProve).toBe('https://forum.example/third');
    },
    JOURNEY_TIMEOUT,
  );
});

describe('/suspects, the public most-wanted page (03 §2)', () => {
  it('lists active and caught entries; a nick opens the small report; a broken photo falls back', async () => {
    const user = setupUser();
    await mock.renderAs('user', <SuspectsPage />, '/suspects');
    const active = await screen.findByRole('region', { name: /^В розыске/ });
    const caught = screen.getByRole('region', { name: /^Пойманы/ });
    const wanted = store().mostWanted;
    const activeNicks = wanted.filter((m) => m.status === 'ORDER_ASSIGNED').map((m) => m.nick);
    const caughtNicks = wanted.filter((m) => m.status === 'SUSPECT_CAUGHT').map((m) => m.nick);
    expect(within(active).getAllByRole('listitem')).toHaveLength(activeNicks.length);
    expect(within(caught).getAllByRole('listitem')).toHaveLength(caughtNicks.length);

    const [entry] = within(active).getAllByRole('listitem');
    const img = within(entry as HTMLElement).getByRole('img');
    fireEvent.error(img);
    await waitFor(() => expect(img).toHaveAttribute('data-default', 'true'));

    const tab = fakeTab();
    await user.click(within(entry as HTMLElement).getByRole('button'));
    await waitFor(() => expect(tab.written.length).toBeGreaterThan(0));
    const small = mock.requests.all.find((r) => r.path.endsWith('/report/small'));
    expect(small?.headers.get('Authorization')).toBeNull();
  });
});
