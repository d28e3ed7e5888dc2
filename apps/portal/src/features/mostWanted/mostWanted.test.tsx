import { MESSAGES, MW_TEXT, statusLabel } from '@fbi/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findFieldShown, findStatusShown } from '../../shared/testing/recordStatus.ts';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { chooseOption, fill, setupUser, type TestUser } from '../../shared/testing/interactions.ts';
import { findSuccessToast } from '../../shared/testing/toasts.ts';
import { MostWantedPage } from './MostWantedPage.tsx';
import { findLoadedGrid } from '../../shared/testing/grids.ts';
import { sampleMostWanted } from './fixtures.ts';

const mock = setupMockApi();
const LIST = '/api/v1/most-wanted/all';
const NICK = 'Ivan_Petrov';

/** Renders /most-wanted as `role` and waits for data rows. */
async function renderList(role: Parameters<typeof mock.renderAs>[0], route = '/most-wanted') {
  const view = await mock.renderAs(role, <MostWantedPage />, route);
  const grid = await findLoadedGrid();
  return { view, grid };
}

/** Opens the row of `nick` (searching the pages from the current one) and returns its view modal. */
async function openRow(user: TestUser, grid: HTMLElement, nick: string) {
  const header = await within(grid).findByRole('rowheader', { name: nick });
  await user.click(header);
  return within(await screen.findByRole('dialog', { name: `Рапорт MW: ${nick}` }));
}

const textbox = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** Types into a list field and adds the entry with Enter. */
async function addEntry(user: TestUser, field: HTMLElement, value: string) {
  await fill(user, field, value);
  await user.keyboard('{Enter}');
}

// The wizard is filled with the sample report's fields (its photo aside: uploaded).
const { birthDate, birthPlace, sex, eyes, height, weight, hair, race, nation } = sampleMostWanted();
const { activity, signs, description, mainViolation, cautions, proves } = sampleMostWanted();
const MAIN = { nick: NICK, birthDate, birthPlace, sex, eyes, height, weight, hair, race, nation };
const EXTRA = { activity, signs, description, mainViolation, cautions, proves };

/** Fills step 1 of the wizard in `dialog`. */
async function fillMain(user: TestUser, dialog: ReturnType<typeof within>) {
  await fill(user, textbox(dialog, 'Имя_Фамилия'), MAIN.nick);
  await fill(user, textbox(dialog, 'Дата рождения'), MAIN.birthDate ?? '');
  await fill(user, textbox(dialog, 'Место рождения'), MAIN.birthPlace ?? '');
  await user.click(dialog.getByRole('radio', { name: 'Мужской' }));
  await fill(user, textbox(dialog, 'Цвет глаз'), MAIN.eyes);
  await fill(user, textbox(dialog, 'Рост'), MAIN.height);
  await fill(user, textbox(dialog, 'Вес'), MAIN.weight);
  await fill(user, textbox(dialog, 'Цвет волос'), MAIN.hair);
  await fill(user, textbox(dialog, 'Раса'), MAIN.race);
  await fill(user, textbox(dialog, 'Национальность'), MAIN.nation);
}

/** Fills step 2, uploading a photo. */
async function fillExtra(user: TestUser, dialogEl: HTMLElement) {
  const dialog = within(dialogEl);
  await fill(user, textbox(dialog, 'Род деятельности'), EXTRA.activity);
  await fill(user, textbox(dialog, 'Особые приметы'), EXTRA.signs);
  await fill(user, textbox(dialog, 'Описание'), EXTRA.description);
  await chooseOption(user, 'Основное нарушение', EXTRA.mainViolation, dialogEl);
  const input = dialogEl.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
  await waitFor(() =>
    expect(mock.requests.to(`/api/v1/most-wanted/${NICK}/photo`, 'POST')).toHaveLength(1),
  );
  await addEntry(user, textbox(dialog, 'Нарушенные статьи'), EXTRA.cautions[0] ?? '');
  await addEntry(user, textbox(dialog, 'Доказательства'), EXTRA.proves[0] ?? '');
}

const created = () => {
  const r = mock.server.store.data.mostWanted.find((x) => x.nick === NICK);
  if (!r) throw new Error('the report was not stored');
  return r;
};

describe('/most-wanted (01 §2, §4, §5, §7)', () => {
  it('loads the list with the roles in `roles=`, as the spec sends them', async () => {
    const { grid } = await renderList('head_cid');
    const [call] = mock.requests.to(LIST, 'GET');
    expect(call?.query.getAll('roles')).toEqual(['head_cid']);
    expect(within(grid).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('heading', { name: 'Рапорты MW' })).toBeInTheDocument();
  });

  it('shows an unknown status as «Неизвестно» and the comment as «Нет комментария»', async () => {
    const user = setupUser();
    const [first] = [...mock.server.store.data.mostWanted].sort((a, b) =>
      b.createdAt.localeCompare(a.createdAt),
    );
    if (!first) throw new Error('no reports');
    Object.assign(first, { status: 'SOMETHING_NEW', comment: null });
    const { grid } = await renderList('director');
    const dialog = await openRow(user, grid, first.nick);
    expect(dialog.getByText('Неизвестно')).toBeInTheDocument();
    expect(dialog.getByText('Нет комментария')).toBeInTheDocument();
    // Nothing of the machine starts from an unknown status.
    expect(dialog.getByRole('button', { name: 'Одобрить' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('the wizard keeps both steps on Back and refuses a bad step unsent', async () => {
    const user = setupUser();
    await renderList('agent_cid');
    await user.click(screen.getByRole('button', { name: 'Рапорт MW' }));
    const dialogEl = await screen.findByRole('dialog', { name: 'Рапорт MW' });
    const dialog = within(dialogEl);
    mock.requests.clear();
    await user.click(dialog.getByRole('button', { name: 'Далее' }));
    expect(await dialog.findByText(MESSAGES.nickEmpty)).toBeInTheDocument();
    await fillMain(user, dialog);
    await fill(user, textbox(dialog, 'Дата рождения'), 'x');
    await user.click(dialog.getByRole('button', { name: 'Далее' }));
    expect(await dialog.findByText(MESSAGES.birthDateFormat)).toBeInTheDocument();
    await user.clear(textbox(dialog, 'Дата рождения'));
    await fill(user, textbox(dialog, 'Дата рождения'), MAIN.birthDate ?? '');
    await user.click(dialog.getByRole('button', { name: 'Далее' }));
    await fill(user, await dialog.findByRole('textbox', { name: /^Род деятельности/ }), 'Грабежи');
    await user.click(dialog.getByRole('button', { name: 'Отправить' }));
    expect(await dialog.findByText(MESSAGES.signsEmpty)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Назад' }));
    expect(textbox(dialog, 'Имя_Фамилия')).toHaveValue(NICK);
    await user.click(dialog.getByRole('button', { name: 'Далее' }));
    expect(textbox(dialog, 'Род деятельности')).toHaveValue('Грабежи');
    expect(mock.requests.all.filter((r) => r.method !== 'GET')).toEqual([]);
  }, 60_000);

  it('the life cycle: agent files → head sends to rework → agent resubmits → head approves → general counsel issues the warrant → arrest', async () => {
    const user = setupUser();
    // agent_cid files the report from the page's button (the sidebar's wizard).
    let { view, grid } = await renderList('agent_cid');
    await user.click(screen.getByRole('button', { name: 'Рапорт MW' }));
    const createEl = await screen.findByRole('dialog', { name: 'Рапорт MW' });
    await fillMain(user, within(createEl));
    await user.click(within(createEl).getByRole('button', { name: 'Далее' }));
    await within(createEl).findByRole('textbox', { name: /^Род деятельности/ });
    await fillExtra(user, createEl);
    await user.click(within(createEl).getByRole('button', { name: 'Отправить' }));
    await findSuccessToast(MW_TEXT.done.filed(NICK));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [add] = mock.requests.to('/api/v1/most-wanted/add', 'POST');
    const photo = created().photo;
    expect(photo).not.toBe('');
    expect(add?.body).toEqual({ ...MAIN, ...EXTRA, photo });
    const upload = mock.requests.to(`/api/v1/most-wanted/${NICK}/photo`, 'POST')[0];
    expect((upload?.body as { file?: File }).file?.type).toBe('image/png');
    expect(created().status).toBe('ON_SENIOR_CHECK');
    // The filed row arrived while the list was open: its header also carries «Новое».
    await within(grid).findByRole('rowheader', { name: new RegExp(`^${NICK}`) });
    view.unmount();

    // head_cid sends it to rework: the comment is required.
    ({ view, grid } = await renderList('head_cid'));
    let dialog = await openRow(user, grid, NICK);
    expect(dialog.queryByRole('button', { name: 'Редактировать' })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Выдать ордер на арест' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(dialog.getByRole('button', { name: 'Отправить на доработку' }));
    const rework = within(await screen.findByRole('dialog', { name: /^Отправка на доработку/ }));
    mock.requests.clear();
    await user.click(rework.getByRole('button', { name: 'Отправить на доработку' }));
    expect(await rework.findByText(MESSAGES.commentEmpty)).toBeInTheDocument();
    expect(mock.requests.all.filter((r) => r.method === 'PUT')).toEqual([]);
    await fill(user, rework.getByRole('textbox', { name: /^Комментарий/ }), 'Нет фото лица');
    await user.click(rework.getByRole('button', { name: 'Отправить на доработку' }));
    await findSuccessToast(MW_TEXT.done.reworked(NICK));
    dialog = within(await screen.findByRole('dialog', { name: `Рапорт MW: ${NICK}` }));
    await findStatusShown(dialog, statusLabel('mw', 'NEED_IMPROVE'));
    await findFieldShown(dialog, 'Нет фото лица');
    const id = created().id;
    expect(
      mock.requests.to(
        `/api/v1/most-wanted/${id}/update/${encodeURIComponent('Нет фото лица')}`,
        'PUT',
      ),
    ).toHaveLength(1);
    view.unmount();

    // agent_cid edits and resubmits.
    ({ view, grid } = await renderList('agent_cid'));
    dialog = await openRow(user, grid, NICK);
    await user.click(dialog.getByRole('button', { name: 'Редактировать' }));
    const editEl = await screen.findByRole('dialog', {
      name: `Редактирование рапорта MW: ${NICK}`,
    });
    const edit = within(editEl);
    expect(textbox(edit, 'Имя_Фамилия')).toHaveValue(NICK);
    await user.clear(textbox(edit, 'Место рождения'));
    await fill(user, textbox(edit, 'Место рождения'), 'Сан-Фиерро');
    await user.click(edit.getByRole('button', { name: 'Далее' }));
    mock.requests.clear();
    await user.click(await edit.findByRole('button', { name: 'Сохранить' }));
    await findSuccessToast(MW_TEXT.done.edited(NICK, 'ON_SENIOR_CHECK'));
    dialog = within(await screen.findByRole('dialog', { name: `Рапорт MW: ${NICK}` }));
    await findStatusShown(dialog, statusLabel('mw', 'ON_SENIOR_CHECK'));
    const [put] = mock.requests.to(`/api/v1/most-wanted/${id}/update`, 'PUT');
    expect(put?.body).toEqual({ ...MAIN, ...EXTRA, photo, birthPlace: 'Сан-Фиерро' });
    view.unmount();

    // head_cid approves.
    ({ view, grid } = await renderList('head_cid'));
    dialog = await openRow(user, grid, NICK);
    mock.requests.clear();
    await user.click(dialog.getByRole('button', { name: 'Одобрить' }));
    await findSuccessToast(MW_TEXT.done.approved(NICK));
    await findStatusShown(dialog, statusLabel('mw', 'APPROVED'));
    expect(mock.requests.to(`/api/v1/most-wanted/${id}/approve`, 'PUT')).toHaveLength(1);
    expect(mock.requests.to(`/api/v1/most-wanted/${id}/approve`, 'PUT')[0]?.body).toBeNull();
    view.unmount();

    // general_counsel issues the warrant, then records the arrest.
    ({ view, grid } = await renderList('general_counsel'));
    dialog = await openRow(user, grid, NICK);
    expect(dialog.getByRole('button', { name: 'Зафиксировать арест' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    mock.requests.clear();
    await user.click(dialog.getByRole('button', { name: 'Выдать ордер на арест' }));
    await findSuccessToast(MW_TEXT.done.warrant(NICK));
    await findStatusShown(dialog, statusLabel('mw', 'ORDER_ASSIGNED'));
    expect(mock.requests.to(`/api/v1/most-wanted/${id}/order`, 'PUT')).toHaveLength(1);
    // The buttons wait for the list's refresh after the warrant.
    const arrestButton = dialog.getByRole('button', { name: 'Зафиксировать арест' });
    await waitFor(() => expect(arrestButton).toBeEnabled());
    await user.click(arrestButton);
    const arrestEl = await screen.findByRole('dialog', { name: `Информация об аресте: ${NICK}` });
    const arrest = within(arrestEl);
    mock.requests.clear();
    await user.click(arrest.getByRole('button', { name: 'Отправить' }));
    expect(await arrest.findByText(MESSAGES.arrestRegionEmpty)).toBeInTheDocument();
    await fill(user, textbox(arrest, 'Регион'), 'Сан-Андреас');
    await user.click(arrest.getByRole('button', { name: 'Отправить' }));
    expect(await arrest.findByText(MESSAGES.arrestCityEmpty)).toBeInTheDocument();
    await fill(user, textbox(arrest, 'Город'), 'Лос-Сантос');
    await user.click(arrest.getByRole('button', { name: 'Отправить' }));
    expect(await arrest.findByText(MESSAGES.arrestGuiltEmpty)).toBeInTheDocument();
    await user.click(arrest.getByRole('radio', { name: 'Да' }));
    await user.click(arrest.getByRole('button', { name: 'Отправить' }));
    expect(await arrest.findByText(MESSAGES.linksEmpty)).toBeInTheDocument();
    expect(mock.requests.all.filter((r) => r.method === 'PUT')).toEqual([]);
    await addEntry(user, textbox(arrest, 'Доказательства ареста'), 'vk.com/wall-1_2');
    await user.click(arrest.getByRole('button', { name: 'Отправить' }));
    await findSuccessToast(MW_TEXT.done.arrested(NICK));
    dialog = within(await screen.findByRole('dialog', { name: `Рапорт MW: ${NICK}` }));
    await findStatusShown(dialog, statusLabel('mw', 'SUSPECT_CAUGHT'));
    expect(mock.requests.to(`/api/v1/most-wanted/${id}/arrest`, 'PUT')[0]?.body).toEqual({
      isGuilty: true,
      region: 'Сан-Андреас',
      city: 'Лос-Сантос',
      // Typed without a scheme, sent absolute (a relative link opens under the portal).
      proves: ['https://vk.com/wall-1_2'],
    });
    expect(created().status).toBe('SUSPECT_CAUGHT');
    view.unmount();
  }, 120_000);
});
