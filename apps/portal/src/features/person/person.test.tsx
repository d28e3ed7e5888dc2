import { readableRegistries, ROLES, type PersonRegistry, type Role } from '@fbi/domain';
import { errorAnswer, override } from '@fbi/mocks/override';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupUser } from '../../shared/testing/interactions.ts';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { PersonPage } from './PersonPage.tsx';

/** A person the store is given an approved MW report with a warrant, a blacklist entry and an act. */
const NICK = 'Zed_Wanted';
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const mock = setupMockApi((store) => {
  const { mostWanted, blacklist, acts } = store.data;
  const [report] = mostWanted;
  const [entry] = blacklist;
  const [act] = acts;
  if (!report || !entry || !act) throw new Error('the seed lacks a registry');
  Object.assign(report, { nick: NICK, status: 'ORDER_ASSIGNED', createdAt: ago(30) });
  Object.assign(entry, {
    nick: NICK,
    daysCount: 3,
    createdAt: ago(2),
    validUntil: new Date(Date.now() + 70 * HOUR).toISOString(),
  });
  Object.assign(act, { nick: NICK, status: 'NEW', createdAt: ago(1), author: 'Act_Author' });
});

/** The calls of each registry (01 §7, 02 §7, 03 §7). */
const CALLS: Record<PersonRegistry, readonly string[]> = {
  mostWanted: ['/api/v1/most-wanted/all'],
  intelligence: ['/api/v1/intelligence/all'],
  team: ['/api/v1/team/all', '/api/v1/team/punishments'],
  suspects: ['/api/v1/suspect/all'],
  laboratory: ['/api/v1/laboratory/all'],
  homeChecks: ['/api/v1/dea-home-check/all'],
  punishments: ['/api/v1/punishment/all'],
  acts: ['/api/v1/act/all'],
  blacklist: ['/api/v1/blacklist/all'],
};

const open = (role: Role | 'user', nick = NICK) =>
  mock.renderAs(role, <PersonPage />, `/person?nick=${encodeURIComponent(nick)}`);

/** Waits until every registry has answered (the timeline's loading line is gone). */
const settled = () =>
  waitFor(() => expect(screen.queryByText('Загружаем записи…')).toBeNull(), { timeout: 8000 });

const section = (name: string) => screen.getByRole('region', { name });

describe('the person page (issue 25)', () => {
  it.each(ROLES)('asks %s only the registries it may read, each once', async (role) => {
    await open(role);
    await settled();
    const readable = readableRegistries([role], null);
    const allowed = new Set(readable.flatMap((r) => CALLS[r]));
    const asked = mock.requests.all.map((r) => r.path);
    expect(asked.filter((path) => !allowed.has(path))).toEqual([]);
    for (const registry of readable)
      expect(mock.requests.to(CALLS[registry][0] ?? ''), registry).toHaveLength(1);
  });

  it('asks a visitor nothing', async () => {
    await open('user');
    expect(await screen.findByRole('heading', { name: `Досье: ${NICK}` })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mock.requests.all).toEqual([]);
  });

  it('shows a wanted person with a warrant, a blacklist entry and an open act, each linked', async () => {
    await open('director');
    await settled();
    const banner = within(section('Сейчас'));
    expect(banner.getByText('В розыске')).toBeInTheDocument();
    expect(banner.getByText('Активный ордер на арест')).toBeInTheDocument();
    expect(banner.getByText('В ЧС')).toBeInTheDocument();
    expect(banner.getByText('· на 3 дня')).toBeInTheDocument();
    expect(banner.getByText('Открытый акт')).toBeInTheDocument();
    const report = mock.server.store.data.mostWanted[0];
    expect(banner.getByRole('link', { name: `В розыске: Запись №${report?.id}` })).toHaveAttribute(
      'href',
      `/most-wanted?open=${report?.id}`,
    );
    const timeline = within(section('Хронология'));
    const act = mock.server.store.data.acts[0];
    expect(
      timeline.getByRole('link', { name: `Акты нарушений: Запись №${act?.id}` }),
    ).toHaveAttribute('href', `/acts?nick=${NICK}&open=${act?.id}`);
    expect(timeline.getByRole('link', { name: 'Act_Author' })).toHaveAttribute(
      'href',
      '/person?nick=Act_Author',
    );
    const connections = within(section('Связи'));
    expect(connections.getByRole('link', { name: 'Act_Author' })).toBeInTheDocument();
  });

  it("reads only the person's own records, not those of a longer nick", async () => {
    const other = mock.server.store.data.acts[1];
    if (!other) throw new Error('the seed has one act');
    other.nick = `${NICK}son`;
    await open('director');
    await settled();
    const timeline = within(section('Хронология'));
    expect(timeline.getAllByRole('listitem')).toHaveLength(3);
  });

  it('filters the timeline by kind', async () => {
    const user = setupUser();
    await open('director');
    await settled();
    await user.click(screen.getByRole('button', { name: /Вид записи/ }));
    await user.click(await screen.findByRole('option', { name: 'Акты нарушений' }));
    const timeline = within(section('Хронология'));
    await waitFor(() => expect(timeline.getAllByRole('listitem')).toHaveLength(1));
  });

  it('names a registry that failed and still shows the others', async () => {
    mock.server.use(
      override('get', '/api/v1/act/all', () => errorAnswer(500, 'Внутренняя ошибка сервера')),
    );
    await open('director');
    expect(
      await screen.findByText('Акты нарушений: не удалось загрузить', undefined, { timeout: 8000 }),
    ).toHaveAttribute('role', 'alert');
    await settled();
    expect(within(section('Сейчас')).getByText('В розыске')).toBeInTheDocument();
  });

  it('says a clean person has nothing active and no records', async () => {
    await open('director', 'Nobody_Clean');
    await settled();
    expect(screen.getByText(/Ничего активного/)).toBeInTheDocument();
    expect(screen.getByText('Записей об этом нике нет.')).toBeInTheDocument();
  });

  it('copies the summary as BBCode or Markdown', async () => {
    const user = setupUser();
    await open('director');
    await settled();
    await user.click(screen.getByRole('button', { name: 'Скопировать сводку' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Для форума (BBCode)' }));
    expect(await screen.findByText('Сводка скопирована')).toBeInTheDocument();
    const bbcode = await navigator.clipboard.readText();
    expect(bbcode.startsWith(`[b]Сводка по ${NICK}[/b]`)).toBe(true);
    expect(bbcode).toMatch(
      /\[\*\]\[b\]В розыске\[\/b\].*\[url=http:\/\/[^\]]+\/most-wanted\?open=\d+\]/,
    );
    await user.click(screen.getByRole('button', { name: 'Скопировать сводку' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Для чата (Markdown)' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toContain('- **В розыске**'),
    );
  });
});
