import {
  AGENT_FORM_TEXT,
  AGENT_INFO_TEXT,
  MESSAGES,
  PUNISH_AGENT_TEXT,
  ROSTER_GROUPS,
  type RosterGroupId,
} from '@fbi/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../shared/sessionStorage.ts';
import { chooseOption, fill, setupUser, type TestUser } from '../../shared/testing/interactions.ts';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { findSuccessToast, findToast } from '../../shared/testing/toasts.ts';
import { rosterTitle } from './roster.ts';
import { TeamPage } from './TeamPage.tsx';

// Role queries skip the (slow in jsdom) visibility check; only one dialog is ever open here.
configure({ defaultHidden: true });
// Six RAC tables in jsdom are slow to render, more so on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

// The demo accounts' members (one per role) fill every table; the extra agents only slow jsdom.
const mock = setupMockApi(({ data }) => {
  data.members = data.members.filter((m) => data.accounts.some((a) => a.memberId === m.id));
});
const { requests } = mock;
const members = () => mock.server.store.data.members;

/**
 * Renders the roster at /team logged in as the demo account of `role`, waits for its tables to
 * be filled and returns the logged-in nick.
 */
async function renderRoster(role: 'director' | 'head_cid' | 'agent_cid'): Promise<string> {
  await mock.renderAs(role, <TeamPage />, '/team');
  await screen.findByText(/^Всего: \d+/);
  const { nick } = getSession();
  if (!nick) throw new Error(`the login as ${role} stored no nick`);
  return nick;
}

const body = () => within(document.body);

/** The row of a nick in a roster table (found by its accessible name). */
function rowOf(nick: string, group: RosterGroupId) {
  const grid = screen.getByRole('grid', { name: rosterTitle(group) });
  const row = within(grid)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(nick));
  if (!row) throw new Error(`no row for ${nick}`);
  return row;
}

/** Clicks a row's first cell (the nick may be a menu button for HR roles). */
async function openRow(user: TestUser, nick: string, group: RosterGroupId) {
  const [first] = within(rowOf(nick, group)).getAllByRole('gridcell');
  if (!first) throw new Error(`no cells in the row of ${nick}`);
  await user.click(first);
}

function freeAgentNo(): string {
  const taken = new Set(members().map((m) => m.agentNo.replace(/^\D+/, '')));
  for (let n = 0; n < 1000; n += 1) {
    const no = String(n).padStart(3, '0');
    if (!taken.has(no)) return no;
  }
  throw new Error('no free agent number');
}

function cidAgent() {
  const member = members().find((m) => m.direction === 'CID' && m.rang === 'Агент' && !m.position);
  if (!member) throw new Error('the seed has no CID agent');
  return member;
}

describe('team roster (01 §2 Team roster)', () => {
  it('shows the six tables and the total count', async () => {
    await renderRoster('director');
    const grids = screen.getAllByRole('grid');
    expect(grids.map((g) => g.getAttribute('aria-label'))).toEqual(
      ROSTER_GROUPS.map((s) => s.title),
    );
    expect(screen.getByText(`Всего: ${members().length}`, { exact: false }));
  });

  it('a role that may not open rows gets non-clickable rows', async () => {
    const user = setupUser();
    await renderRoster('agent_cid');
    const { nick } = cidAgent();
    await openRow(user, nick, 'cid');
    expect(body().queryByRole('dialog')).not.toBeInTheDocument();
    // No HR menu either: the nick is plain text.
    expect(screen.queryByRole('button', { name: `${nick}: действия` })).not.toBeInTheDocument();
  });

  it('head_cid opens CID rows but not the director’s office', async () => {
    const user = setupUser();
    const me = await renderRoster('head_cid');
    const director = members().find((m) => m.rang === 'Директор');
    if (!director) throw new Error('no director in the seed');
    await openRow(user, director.nick, 'directorOffice');
    expect(body().queryByRole('dialog')).not.toBeInTheDocument();

    const { nick } = cidAgent();
    await openRow(user, nick, 'cid');
    expect(await body().findByRole('dialog', { name: `Агент ${nick}` })).toBeInTheDocument();
    expect(me).not.toBe(nick);
  });
});

/** Opens «Добавить агента» on the roster; returns the dialog. */
async function openCreate(user: TestUser) {
  await user.click(screen.getByRole('button', { name: 'Добавить агента' }));
  return within(await body().findByRole('dialog', { name: 'Добавить агента' }));
}

/** A new agent's form input: an omitted direction stays unchosen. */
interface NewAgent {
  nick: string;
  direction?: string;
  agentNo: string;
  vk: string;
}

/** Opens «Добавить агента» and fills it with `agent` as an Агент; returns the dialog. */
async function fillCreate(user: TestUser, agent: NewAgent) {
  const dialog = await openCreate(user);
  await fill(user, dialog.getByRole('textbox', { name: /^Ник/ }), agent.nick);
  await chooseOption(user, 'Ранг', 'Агент');
  if (agent.direction) await chooseOption(user, 'Направление', agent.direction);
  await fill(user, dialog.getByRole('textbox', { name: /^Номер агента/ }), agent.agentNo);
  await fill(user, dialog.getByRole('textbox', { name: /^Ссылка на ВКонтакте/ }), agent.vk);
  return dialog;
}

describe('create agent (01 §5 Agent create/edit)', () => {
  it('creates an agent and shows the credentials once; closing refreshes the roster', async () => {
    const user = setupUser();
    await renderRoster('director');
    const dialog = await fillCreate(user, {
      nick: 'Petr_Novikov',
      direction: 'CID',
      agentNo: freeAgentNo(),
      vk: 'vk.com/petr_novikov',
    });
    await user.click(dialog.getByRole('button', { name: 'Создать' }));

    const credentials = within(await body().findByRole('dialog', { name: 'Данные нового агента' }));
    expect(credentials.getByRole('textbox', { name: 'Логин' })).toHaveValue('petr_novikov');
    expect(credentials.getByRole('textbox', { name: 'Пароль' })).not.toHaveValue('');
    const add = requests.to('/api/v1/team/add', 'POST').at(-1);
    expect(add?.body).toMatchObject({ nick: 'Petr_Novikov', rang: 'Агент', direction: 'CID' });
    expect(add?.body).toMatchObject({ position: null });
    // Typed without a scheme, sent absolute: a relative link would open under the portal.
    expect(add?.body).toMatchObject({ vkLink: 'https://vk.com/petr_novikov' });

    await user.click(credentials.getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(screen.getByRole('grid', { name: rosterTitle('cid') })).findByText(
        'Petr_Novikov',
      ),
    );
  });

  it('a bad agent number shows the exact message, keeps the form and sends nothing', async () => {
    const user = setupUser();
    await renderRoster('director');
    const dialog = await fillCreate(user, {
      nick: 'Oleg_Smirnov',
      agentNo: '12a',
      vk: 'https://vk.com/oleg',
    });
    requests.clear();
    await user.click(dialog.getByRole('button', { name: 'Создать' }));

    expect(await findToast(MESSAGES.agentNoFormat)).toBeInTheDocument();
    expect(MESSAGES.agentNoFormat).toBe(
      'Номер агента должен состоять из трех цифр (от 000 до 999)',
    );
    expect(requests.to('/api/v1/team/add')).toHaveLength(0);
    expect(dialog.getByRole('textbox', { name: /^Ник/ })).toHaveValue('Oleg_Smirnov');
    const agentNo = dialog.getByRole('textbox', { name: /^Номер агента/ });
    expect(agentNo).toHaveValue('12a');
    // The rule's field is marked and carries the message; the others are not.
    expect(agentNo).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getAllByText(MESSAGES.agentNoFormat)).toHaveLength(1);
    expect(dialog.getByRole('textbox', { name: /^Ник/ })).not.toHaveAttribute('aria-invalid');
  });

  it('a taken nick (409) marks the nick field and focuses it, keeping the form', async () => {
    const user = setupUser();
    const me = await renderRoster('director');
    const dialog = await fillCreate(user, {
      nick: me.toUpperCase(),
      agentNo: freeAgentNo(),
      vk: 'https://vk.com/oleg',
    });
    const nick = dialog.getByRole('textbox', { name: /^Ник/ });
    await user.click(dialog.getByRole('button', { name: 'Создать' }));

    expect(await findToast(MESSAGES.nickTaken)).toBeInTheDocument();
    await waitFor(() => expect(nick).toHaveAttribute('aria-invalid', 'true'));
    expect(dialog.getByText(MESSAGES.nickTaken)).toBeInTheDocument();
    await waitFor(() => expect(nick).toHaveFocus());
    expect(nick).toHaveValue(me.toUpperCase());
    expect(dialog.getByRole('textbox', { name: /^Номер агента/ })).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it('a refused create keeps the form; Esc and reopening offer the draft, success forgets it', async () => {
    const user = setupUser();
    await renderRoster('director');
    mock.server.use(
      http.post('/api/v1/team/add', () =>
        HttpResponse.json({ type: 'CONFLICT', message: 'Агент уже существует' }, { status: 409 }),
      ),
    );
    let dialog = await fillCreate(user, {
      nick: 'Oleg_Smirnov',
      agentNo: freeAgentNo(),
      vk: 'https://vk.com/oleg',
    });
    await user.click(dialog.getByRole('button', { name: 'Создать' }));
    expect(await findToast('Агент уже существует')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^Ник/ })).toHaveValue('Oleg_Smirnov');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    mock.server.resetHandlers();
    dialog = await openCreate(user);
    expect(dialog.getByRole('textbox', { name: /^Ник/ })).toHaveValue('Oleg_Smirnov');
    expect(dialog.getByRole('textbox', { name: /^Ссылка на ВКонтакте/ })).toHaveValue(
      'https://vk.com/oleg',
    );

    await user.click(dialog.getByRole('button', { name: 'Создать' }));
    const credentials = within(await body().findByRole('dialog', { name: 'Данные нового агента' }));
    await user.click(credentials.getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openCreate(user);
    expect(dialog.getByRole('textbox', { name: /^Ник/ })).toHaveValue('');
  });
});

describe('agent info modal (01 §2, §5 Delete agent, Punish agent)', () => {
  it('deleting yourself shows "Нельзя удалить себя" and sends nothing', async () => {
    const user = setupUser();
    const me = await renderRoster('director');
    await openRow(user, me, 'directorOffice');
    const info = within(await body().findByRole('dialog', { name: `Агент ${me}` }));
    await user.click(info.getByRole('button', { name: 'Удалить' }));
    const confirm = within(await body().findByRole('dialog', { name: `Удаление агента ${me}` }));
    await fill(user, confirm.getByRole('textbox', { name: /^Причина удаления/ }), 'Проверка');
    requests.clear();
    await user.click(confirm.getByRole('button', { name: 'Удалить' }));

    expect(await findToast('Нельзя удалить себя')).toBeInTheDocument();
    expect(requests.all.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(confirm.getByRole('textbox', { name: /^Причина удаления/ })).toHaveValue('Проверка');
  });

  it('deleting without a reason shows the reason message', async () => {
    const user = setupUser();
    await renderRoster('director');
    const { nick } = cidAgent();
    await openRow(user, nick, 'cid');
    const info = within(await body().findByRole('dialog', { name: `Агент ${nick}` }));
    await user.click(info.getByRole('button', { name: 'Удалить' }));
    const confirm = within(await body().findByRole('dialog', { name: `Удаление агента ${nick}` }));
    await user.click(confirm.getByRole('button', { name: 'Удалить' }));
    expect(await findToast('Причина удаления агента не указана')).toBeInTheDocument();
  });

  it('punishes with a warning and shows it in the history', async () => {
    const user = setupUser();
    await renderRoster('director');
    const { nick, id } = cidAgent();
    await openRow(user, nick, 'cid');
    const info = within(await body().findByRole('dialog', { name: `Агент ${nick}` }));
    await user.click(info.getByRole('button', { name: 'Наказать' }));
    const form = within(await body().findByRole('dialog', { name: `Наказание агента ${nick}` }));
    await user.click(form.getByRole('radio', { name: 'Предупреждение' }));
    await user.click(form.getByRole('button', { name: 'Наказать' }));
    expect(await findToast('Причина наказания')).toBeInTheDocument();

    await fill(user, form.getByRole('textbox', { name: /^Причина/ }), 'Опоздание на построение');
    await user.click(form.getByRole('button', { name: 'Наказать' }));
    await findSuccessToast(PUNISH_AGENT_TEXT.done.punished(nick, 'Предупреждение'));
    const back = within(await body().findByRole('dialog', { name: `Агент ${nick}` }));
    expect(await back.findByText('Опоздание на построение')).toBeInTheDocument();
    const punish = requests.to(`/api/v1/team/${id}/punish`, 'PUT').at(-1);
    expect(punish?.body).toEqual({ type: 'warning', reason: 'Опоздание на построение' });
  });
});

describe('punishment history (01 §3 Punishment, §7 team punishment delete)', () => {
  it('marks active and expired entries and removes one after a confirmation', async () => {
    const user = setupUser();
    const { nick } = cidAgent();
    const day = 86_400_000;
    const at = (offset: number) => new Date(Date.now() + offset * day).toISOString();
    const data = mock.server.store.data;
    data.teamPunishments = data.teamPunishments.filter((p) => p.recipientNick !== nick);
    data.teamPunishments.push(
      {
        id: 9001,
        author: 'Ivan_Petrov',
        reason: 'Опоздание',
        issuedAt: at(-1),
        expiresAt: at(6),
        recipientNick: nick,
        type: 'warning',
      },
      {
        id: 9002,
        author: 'Ivan_Petrov',
        reason: 'Грубость',
        issuedAt: at(-30),
        expiresAt: at(-20),
        recipientNick: nick,
        type: 'warning',
      },
    );
    await renderRoster('director');
    await openRow(user, nick, 'cid');
    const info = within(await body().findByRole('dialog', { name: `Агент ${nick}` }));
    expect(await info.findByText('Предупреждения: действуют 1 из 2')).toBeInTheDocument();
    expect(info.getByText('Действует')).toBeInTheDocument();
    expect(info.getByText('Истекло')).toBeInTheDocument();

    requests.clear();
    await user.click(info.getByRole('button', { name: 'Удалить наказание «Опоздание»' }));
    const confirm = within(await body().findByRole('alertdialog', { name: 'Удаление наказания' }));
    await user.click(confirm.getByRole('button', { name: 'Удалить' }));
    await findSuccessToast(AGENT_INFO_TEXT.done.punishmentDeleted(nick));

    expect(await info.findByText('Предупреждения: действуют 0 из 1')).toBeInTheDocument();
    expect(requests.to('/api/v1/team/punishments/9001/delete', 'DELETE')).toHaveLength(1);
    expect(info.queryByText('Опоздание')).not.toBeInTheDocument();
  });
});

describe('agent edit (01 §4 Agent rank or position change, §5)', () => {
  it('a rank change offers the audit order and sends {nick, type: PROMOTION, rang}', async () => {
    const user = setupUser();
    await renderRoster('director');
    const { nick, id } = cidAgent();
    await openRow(user, nick, 'cid');
    const info = within(await body().findByRole('dialog', { name: `Агент ${nick}` }));
    await user.click(info.getByRole('button', { name: 'Редактировать' }));
    const form = within(
      await body().findByRole('dialog', { name: `Редактирование агента ${nick}` }),
    );
    expect(
      (form.getByRole('textbox', { name: /^Номер агента/ }) as HTMLInputElement).value,
    ).toMatch(/^\d{3}$/);
    await chooseOption(user, 'Ранг', 'Старший агент');
    await user.click(form.getByRole('button', { name: 'Сохранить' }));
    await findSuccessToast(AGENT_FORM_TEXT.done.saved(nick));

    const prompt = within(await body().findByRole('alertdialog', { name: 'Кадровый приказ' }));
    const update = requests.to(`/api/v1/team/${id}/update`, 'PUT').at(-1);
    expect(update?.body).toMatchObject({ oldNick: nick, newNick: nick, rang: 'Старший агент' });
    await user.click(prompt.getByRole('button', { name: 'Оформить приказ' }));
    await findSuccessToast(AGENT_FORM_TEXT.done.audit(nick, 'PROMOTION'));

    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    const audit = requests.to('/api/v1/audit/add', 'POST').at(-1);
    expect(audit?.body).toEqual({ nick, type: 'PROMOTION', rang: 'Старший агент' });
  });

  it('a bad nick is refused with the spec message and the form stays filled', async () => {
    const user = setupUser();
    await renderRoster('director');
    const { nick } = cidAgent();
    await openRow(user, nick, 'cid');
    const info = within(await body().findByRole('dialog', { name: `Агент ${nick}` }));
    await user.click(info.getByRole('button', { name: 'Редактировать' }));
    const form = within(
      await body().findByRole('dialog', { name: `Редактирование агента ${nick}` }),
    );
    const nickField = form.getByRole('textbox', { name: /^Ник/ });
    await user.clear(nickField);
    await fill(user, nickField, 'ivan petrov');
    requests.clear();
    await user.click(form.getByRole('button', { name: 'Сохранить' }));
    expect(await findToast(MESSAGES.nickFormat)).toBeInTheDocument();
    expect(requests.all.filter((r) => r.method === 'PUT')).toHaveLength(0);
    expect(nickField).toHaveValue('ivan petrov');
    expect(nickField).toHaveAttribute('aria-invalid', 'true');
  });

  it('an edit cancelled with Cancel comes back for the same agent only', async () => {
    const user = setupUser();
    await renderRoster('director');
    const { nick } = cidAgent();
    const openEdit = async (who: string) => {
      await openRow(user, who, 'cid');
      const info = within(await body().findByRole('dialog', { name: `Агент ${who}` }));
      await user.click(info.getByRole('button', { name: 'Редактировать' }));
      return within(await body().findByRole('dialog', { name: `Редактирование агента ${who}` }));
    };
    let form = await openEdit(nick);
    const link = form.getByRole('textbox', { name: /^Ссылка на ВКонтакте/ });
    await user.clear(link);
    await fill(user, link, 'https://vk.com/draft_link');
    await user.click(form.getByRole('button', { name: 'Отмена' }));
    // Cancel returns to the info modal; close it too, then open the edit again.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());

    form = await openEdit(nick);
    expect(form.getByRole('textbox', { name: /^Ссылка на ВКонтакте/ })).toHaveValue(
      'https://vk.com/draft_link',
    );
    await user.click(form.getByRole('button', { name: 'Отмена' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());

    const other = members().find(
      (m) => m.direction === 'CID' && m.nick !== nick && m.rang !== 'Директор',
    );
    if (!other) throw new Error('the seed has one CID member only');
    form = await openEdit(other.nick);
    expect(form.getByRole('textbox', { name: /^Ссылка на ВКонтакте/ })).toHaveValue(other.vkLink);
  });
});
