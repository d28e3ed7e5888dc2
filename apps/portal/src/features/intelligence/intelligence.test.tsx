import { DOSSIER_TEXT, MESSAGES, statusLabel } from '@fbi/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findFieldShown, findStatusShown } from '../../shared/testing/recordStatus.ts';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { chooseOption, fill, setupUser, type TestUser } from '../../shared/testing/interactions.ts';
import { findSuccessToast } from '../../shared/testing/toasts.ts';
import { IntelligencePage } from './IntelligencePage.tsx';
import { findLoadedGrid } from '../../shared/testing/grids.ts';

const mock = setupMockApi();
const LIST = '/api/v1/intelligence/all';
const NICK = 'Pavel_Orlov';

type Scope = ReturnType<typeof within>;

/** Renders /intelligence as `role` and waits for data rows. */
async function renderList(role: Parameters<typeof mock.renderAs>[0]) {
  const view = await mock.renderAs(role, <IntelligencePage />, '/intelligence');
  const grid = await findLoadedGrid();
  return { view, grid };
}

// A row filed while the list is open also carries «Новое» in its header, hence the prefix match.
async function openRow(user: TestUser, grid: HTMLElement, nick: string) {
  await user.click(await within(grid).findByRole('rowheader', { name: new RegExp(`^${nick}`) }));
  return within(await screen.findByRole('dialog', { name: `Досье: ${nick}` }));
}

const textbox = (scope: Scope, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function addEntry(user: TestUser, field: HTMLElement, value: string) {
  await fill(user, field, value);
  await user.keyboard('{Enter}');
}

const stored = () => {
  const d = mock.server.store.data.dossiers.find((x) => x.nick === NICK);
  if (!d) throw new Error('the dossier was not stored');
  return d;
};

/** What 01 §5 requires, and nothing else. */
const REQUIRED = {
  nick: NICK,
  race: 'Европеоид',
  nation: 'Русский',
  organization: 'LSPD',
  position: 'Лидер',
  description: 'Связан с контрабандой',
  cautions: ['Контрабанда оружия'],
  proves: ['https://forum.example/t/9'],
};

describe('/intelligence (01 §2, §4 IB dossier, §5, §6)', () => {
  it('a staff member outside IB sees a clear state and no call is made', async () => {
    await mock.renderAs('agent_cid', <IntelligencePage />, '/intelligence');
    expect(await screen.findByText(DOSSIER_TEXT.noAccess)).toBeInTheDocument();
    expect(mock.requests.to(LIST)).toEqual([]);
  });

  it('a secret agent gets «Мои рапорты» (01 §2); the list is sent roles=', async () => {
    await renderList('secret_intelligence_agent');
    expect(screen.getByRole('heading', { name: 'Мои рапорты' })).toBeInTheDocument();
    expect(mock.requests.to(LIST, 'GET')[0]?.query.get('roles')).toBe('secret_intelligence_agent');
  });

  it('file with only the required fields → send back → edit and resubmit → approve → director comment', async () => {
    const user = setupUser();
    // The secret agent files a dossier with only what 01 §5 requires.
    let { view, grid } = await renderList('secret_intelligence_agent');
    await user.click(screen.getByRole('button', { name: 'Досье' }));
    const createEl = await screen.findByRole('dialog', { name: 'Досье' });
    const create = within(createEl);
    mock.requests.clear();
    await user.click(create.getByRole('button', { name: 'Далее' }));
    expect(await create.findByText(MESSAGES.nickEmpty)).toBeInTheDocument();
    await fill(user, textbox(create, 'Ник'), REQUIRED.nick);
    await user.click(create.getByRole('button', { name: 'Далее' }));
    expect(await create.findByText(MESSAGES.raceEmpty)).toBeInTheDocument();
    await fill(user, textbox(create, 'Раса'), REQUIRED.race);
    await fill(user, textbox(create, 'Национальность'), REQUIRED.nation);
    await chooseOption(user, 'Организация', REQUIRED.organization, createEl);
    await fill(user, textbox(create, 'Ранг и должность'), REQUIRED.position);
    await user.click(create.getByRole('button', { name: 'Далее' }));
    await fill(
      user,
      await create.findByRole('textbox', { name: /^Описание/ }),
      REQUIRED.description,
    );
    await user.click(create.getByRole('button', { name: 'Отправить' }));
    expect(await create.findByText(MESSAGES.photoEmpty)).toBeInTheDocument();
    expect(mock.requests.all).toEqual([]);
    const input = createEl.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['x'], 'face.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(mock.requests.to(`/api/v1/intelligence/${NICK}/photo`, 'POST')).toHaveLength(1),
    );
    await user.click(create.getByRole('button', { name: 'Отправить' }));
    expect(await create.findByText(MESSAGES.suspicionsEmpty)).toBeInTheDocument();
    await addEntry(user, textbox(create, 'Подозрения'), REQUIRED.cautions[0] ?? '');
    await addEntry(user, textbox(create, 'Доказательства'), REQUIRED.proves[0] ?? '');
    await user.click(create.getByRole('button', { name: 'Отправить' }));
    await findSuccessToast(DOSSIER_TEXT.done.filed(NICK));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const photo = stored().photo;
    expect(mock.requests.to('/api/v1/intelligence/add', 'POST')[0]?.body).toEqual({
      ...REQUIRED,
      photo,
    });
    // Stored as sent: no sex, birth data or appearance made up.
    const answered: unknown = JSON.parse(JSON.stringify(stored()));
    for (const key of ['sex', 'birthDate', 'birthPlace', 'eyes', 'height', 'weight', 'hair'])
      expect(answered).not.toHaveProperty(key);
    await within(grid).findByRole('rowheader', { name: new RegExp(`^${NICK}`) });
    let dialog = await openRow(user, grid, NICK);
    expect(dialog.queryByRole('button', { name: 'Принять' })).not.toBeInTheDocument();
    expect(dialog.getByText('Нет комментария')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    view.unmount();

    // The head of intelligence sends it back with a comment (required).
    ({ view, grid } = await renderList('head_intelligence'));
    dialog = await openRow(user, grid, NICK);
    expect(dialog.queryByRole('button', { name: 'Редактировать' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Комментарий директора' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Вернуть на доработку' }));
    const back = within(await screen.findByRole('dialog', { name: /^Возврат досье/ }));
    mock.requests.clear();
    await user.click(back.getByRole('button', { name: 'Вернуть на доработку' }));
    expect(await back.findByText(MESSAGES.commentEmpty)).toBeInTheDocument();
    expect(mock.requests.all).toEqual([]);
    await fill(user, back.getByRole('textbox', { name: /^Комментарий/ }), 'Уточнить должность');
    await user.click(back.getByRole('button', { name: 'Вернуть на доработку' }));
    await findSuccessToast(DOSSIER_TEXT.done.sentBack(NICK));
    dialog = within(await screen.findByRole('dialog', { name: `Досье: ${NICK}` }));
    await findStatusShown(dialog, statusLabel('ibDossier', 'NEED_IMPROVE'));
    const id = stored().id;
    expect(
      mock.requests.to(
        `/api/v1/intelligence/${id}/update/${encodeURIComponent('Уточнить должность')}`,
        'PUT',
      ),
    ).toHaveLength(1);
    view.unmount();

    // The secret agent edits (adds an optional birth date) and resubmits.
    ({ view, grid } = await renderList('secret_intelligence_agent'));
    dialog = await openRow(user, grid, NICK);
    await user.click(dialog.getByRole('button', { name: 'Редактировать' }));
    const edit = within(
      await screen.findByRole('dialog', { name: `Редактирование досье: ${NICK}` }),
    );
    expect(textbox(edit, 'Ник')).toHaveValue(NICK);
    await fill(user, textbox(edit, 'Дата рождения'), '1985-02-30');
    await user.click(edit.getByRole('button', { name: 'Далее' }));
    expect(await edit.findByText(MESSAGES.birthDateFormat)).toBeInTheDocument();
    await user.clear(textbox(edit, 'Дата рождения'));
    await fill(user, textbox(edit, 'Дата рождения'), '1985-02-03');
    await user.clear(textbox(edit, 'Ранг и должность'));
    await fill(user, textbox(edit, 'Ранг и должность'), 'Заместитель лидера');
    await user.click(edit.getByRole('button', { name: 'Далее' }));
    mock.requests.clear();
    await user.click(await edit.findByRole('button', { name: 'Сохранить' }));
    await findSuccessToast(DOSSIER_TEXT.done.edited(NICK, 'ON_HEAD_CHECK'));
    dialog = within(await screen.findByRole('dialog', { name: `Досье: ${NICK}` }));
    await findStatusShown(dialog, statusLabel('ibDossier', 'ON_HEAD_CHECK'));
    expect(mock.requests.to(`/api/v1/intelligence/${id}/update`, 'PUT')[0]?.body).toEqual({
      ...REQUIRED,
      photo,
      birthDate: '1985-02-03',
      position: 'Заместитель лидера',
    });
    view.unmount();

    // The head approves; then only the director may comment.
    ({ view, grid } = await renderList('head_intelligence'));
    dialog = await openRow(user, grid, NICK);
    await user.click(dialog.getByRole('button', { name: 'Принять' }));
    await findSuccessToast(DOSSIER_TEXT.done.approved(NICK));
    await findStatusShown(dialog, statusLabel('ibDossier', 'APPROVED'));
    expect(mock.requests.to(`/api/v1/intelligence/${id}/approve`, 'PUT')).toHaveLength(1);
    view.unmount();

    ({ view, grid } = await renderList('director'));
    dialog = await openRow(user, grid, NICK);
    const commentButton = dialog.getByRole('button', { name: 'Комментарий директора' });
    await waitFor(() => expect(commentButton).toBeEnabled());
    expect(dialog.getByRole('button', { name: 'Принять' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(commentButton);
    const dir = within(
      await screen.findByRole('dialog', { name: /^Комментарий директора к досье/ }),
    );
    await fill(
      user,
      dir.getByRole('textbox', { name: /^Комментарий директора/ }),
      'Держать на контроле',
    );
    await user.click(dir.getByRole('button', { name: 'Отправить' }));
    await findSuccessToast(DOSSIER_TEXT.done.directorComment(NICK));
    dialog = within(await screen.findByRole('dialog', { name: `Досье: ${NICK}` }));
    await findFieldShown(dialog, 'Держать на контроле');
    expect(stored().dirComment).toBe('Держать на контроле');
    view.unmount();
  }, 120_000);

  it("'View report' writes the HTML report into a new tab, fetched with the session's headers (01 §7)", async () => {
    const user = setupUser();
    const written: string[] = [];
    const tab = {
      opener: {},
      close: vi.fn(),
      document: { open: vi.fn(), write: (html: string) => written.push(html), close: vi.fn() },
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    try {
      const [first] = [...mock.server.store.data.dossiers].sort((a, b) =>
        b.createdAt.localeCompare(a.createdAt),
      );
      if (!first) throw new Error('no dossiers');
      const { grid } = await renderList('director');
      const dialog = await openRow(user, grid, first.nick);
      await user.click(dialog.getByRole('button', { name: 'Посмотреть отчёт' }));
      await waitFor(() => expect(written.join('')).toContain(first.nick));
      expect(open).toHaveBeenCalledWith('', '_blank');
      const [call] = mock.requests.to(`/api/v1/intelligence/${first.id}/report`, 'GET');
      expect(call?.headers.get('authorization')).toMatch(/^Bearer /);
      expect(call?.headers.get('audit-nick')).toBeTruthy();
    } finally {
      open.mockRestore();
    }
  });

  it('the director comment is disabled on a dossier not yet approved', async () => {
    const user = setupUser();
    const onCheck = mock.server.store.data.dossiers.find((d) => d.status === 'ON_HEAD_CHECK');
    if (!onCheck) throw new Error('no dossier on check');
    onCheck.createdAt = new Date().toISOString();
    const { grid } = await renderList('director');
    const dialog = await openRow(user, grid, onCheck.nick);
    expect(dialog.getByRole('button', { name: 'Комментарий директора' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(dialog.getByRole('button', { name: 'Принять' })).toBeEnabled();
  });
});
