import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupUser } from '../../shared/testing/interactions.ts';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { useLocation } from 'react-router-dom';
import { HeaderSearch } from './HeaderSearch.tsx';
import { PersonSearchDialog } from './PersonSearchDialog.tsx';

/** A person the seed is given in five registries, dossiers included. */
const NICK = 'Zed_Testov';

const mock = setupMockApi((store) => {
  const { dossiers, mostWanted, acts, punishments, blacklist } = store.data;
  for (const list of [dossiers, mostWanted, acts, punishments, blacklist]) {
    const [first] = list;
    if (!first) throw new Error('the seed lacks a registry');
    first.nick = NICK;
  }
  // Two members for the HR link: one in the director's office, one in the CID table (01 §6).
  const [model] = store.data.members;
  if (!model) throw new Error('the seed has no member');
  for (const [nick, rang, direction] of [
    ['Hrlink_Office', 'Заместитель директора', null],
    ['Hrlink_Cid', 'Агент', 'CID'],
  ] as const)
    store.data.members.push({
      ...structuredClone(model),
      id: store.nextId(),
      nick,
      rang,
      position: null,
      direction,
    });
});

const DOSSIERS = '/api/v1/intelligence/all';

async function search(role: 'director' | 'agent_cid' | 'auditor', text: string) {
  const user = setupUser();
  await mock.renderAs(role, <PersonSearchDialog isOpen onOpenChange={() => undefined} />);
  await user.type(await screen.findByRole('searchbox', { name: 'Ник' }), text);
  return user;
}

const options = () =>
  within(screen.getByRole('listbox', { name: 'Найденные записи' })).queryAllByRole('option');

describe('nick search (issue 12)', () => {
  it('asks nothing and says so below 2 letters', async () => {
    await search('director', 'z');
    expect(await screen.findByText('Введите хотя бы 2 буквы ника')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 400));
    expect(mock.requests.all.filter((r) => r.path !== '/api/v1/auth/login')).toHaveLength(0);
  });

  it('finds the director every record about the person, case-insensitive, in several registries', async () => {
    await search('director', 'zed_test');
    // Every registry has answered once the status counts the records.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Найдено/));
    const text = options().map((o) => o.textContent ?? '');
    for (const registry of [
      'Разведка',
      'Рапорты MW',
      'Акты нарушений',
      'Реестр наказаний',
      'Государственный чёрный список',
    ])
      expect(
        text.some((t) => t.includes(NICK) && t.includes(registry)),
        registry,
      ).toBe(true);
    expect(mock.requests.to('/api/v1/act/all').at(-1)?.query.get('nick')).toBe('zed_test');
    expect(screen.getByRole('status')).toHaveTextContent(/Найдено \d+ запис/);
  });

  it('never asks or shows dossiers to agent_cid, whose roles may not read them (01 §6)', async () => {
    await search('agent_cid', NICK);
    // Acts, punishments and the blacklist (MW: only the reports agent_cid sees, 01 §7 roles=).
    await waitFor(() => expect(options().length).toBeGreaterThanOrEqual(3));
    expect(options().some((o) => o.textContent?.includes('Акты нарушений'))).toBe(true);
    expect(options().some((o) => o.textContent?.includes('Разведка'))).toBe(false);
    expect(mock.requests.to(DOSSIERS)).toHaveLength(0);
  });

  it("links a member to /hr-profile only where the caller's HR rights reach their table (01 §6)", async () => {
    await search('auditor', 'Hrlink_');
    const hrefOf = (nick: string) =>
      options()
        .find((o) => o.textContent?.includes(nick) && o.textContent.includes('Состав'))
        ?.getAttribute('href');
    await waitFor(() => expect(hrefOf('Hrlink_Cid')).toBe('/hr-profile?nick=Hrlink_Cid'));
    expect(hrefOf('Hrlink_Office')).toBeDefined();
    expect(hrefOf('Hrlink_Office')).not.toContain('/hr-profile');
  });

  it("offers the found person's page first, the typed nick's before the others (issue 25)", async () => {
    await search('director', 'hrlink_cid');
    await waitFor(() => expect(options().length).toBeGreaterThanOrEqual(2));
    const [first] = options();
    expect(first).toHaveTextContent('Досье: Hrlink_Cid');
    expect(first).toHaveAttribute('href', '/person?nick=Hrlink_Cid');
  });

  it('says clearly when nobody matches', async () => {
    await search('director', 'nobody-such-nick-xyz');
    expect(
      await screen.findByText('По нику «nobody-such-nick-xyz» ничего не найдено'),
    ).toBeInTheDocument();
    expect(options()).toHaveLength(0);
  });

  it('moves through the records with the arrows from the field', async () => {
    const user = await search('director', NICK);
    await waitFor(() => expect(options().length).toBeGreaterThanOrEqual(5));
    const field = screen.getByRole('searchbox', { name: 'Ник' });
    await user.keyboard('{ArrowDown}');
    const active = field.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(document.getElementById(active ?? '')).toHaveAttribute('role', 'option');
  });

  it("opens from Ctrl+K and Enter opens the chosen record's list filtered by the nick", async () => {
    const user = setupUser();
    function Where() {
      const { pathname, search } = useLocation();
      return <output aria-label="where">{pathname + search}</output>;
    }
    await mock.renderAs(
      'director',
      <>
        <HeaderSearch />
        <Where />
      </>,
      '/',
    );
    await screen.findByRole('button', { name: 'Поиск по нику' });
    await user.keyboard('{Control>}k{/Control}');
    const field = await screen.findByRole('searchbox', { name: 'Ник' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard(NICK);
    await waitFor(() => expect(options().length).toBeGreaterThanOrEqual(5));
    const act = options().find((o) => o.textContent?.includes('Акты нарушений'));
    if (!act) throw new Error('no act found');
    // Arrows to the act, then Enter: down through the list, then up (react-aria may have put the
    // virtual focus on the first record already, and the list does not wrap).
    for (const key of ['{ArrowDown}', '{ArrowUp}']) {
      for (
        let i = 0;
        i < options().length && field.getAttribute('aria-activedescendant') !== act.id;
        i++
      )
        await user.keyboard(key);
    }
    expect(field).toHaveAttribute('aria-activedescendant', act.id);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(
        new RegExp(`^/acts\\?nick=${NICK}&open=\\d+$`),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reads a list without a nick filter once while the nick changes, a filtered list per nick', async () => {
    const user = await search('director', 'zed_t');
    await waitFor(() => expect(options().length).toBeGreaterThanOrEqual(5));
    await user.type(screen.getByRole('searchbox', { name: 'Ник' }), 'estov');
    await waitFor(() =>
      expect(mock.requests.to('/api/v1/act/all').at(-1)?.query.get('nick')).toBe('zed_testov'),
    );
    await waitFor(() => expect(options().length).toBeGreaterThanOrEqual(5));
    expect(mock.requests.to('/api/v1/blacklist/all')).toHaveLength(1);
  });
});
