// @vitest-environment node
/** Team calls: create, edit, dismiss, punish and their validation (01 §3, §5, §6, §7). */
import { describe, expect, it } from 'vitest';
import { as, client, login, setupMockServer } from './harness.ts';

const { server } = setupMockServer();

const newAgent = {
  nick: 'Test_Agent',
  rang: 'Агент',
  direction: 'CID' as const,
  position: null,
  agentNo: '007',
  vkLink: 'https://vk.com/test_agent',
};

describe('team', () => {
  it('lists every member with counts and awards an achievement once', async () => {
    const api = await as('director');
    const first = await api.GET('/api/v1/team/all');
    expect(first.data?.teamCount).toBeGreaterThanOrEqual(60);
    expect(first.data?.achievement).toEqual({ title: 'Знакомство с командой' });
    const second = await api.GET('/api/v1/team/all');
    expect(second.data?.achievement).toBeNull();
  });

  it('creates an agent whose credentials log in', async () => {
    const api = await as('hr_inspector');
    const { data, response } = await api.POST('/api/v1/team/add', { body: newAgent });
    expect(response.status).toBe(200);
    expect(data?.username).toBe('test_agent');
    const session = await client().POST('/api/v1/auth/login', {
      body: { username: data?.username ?? '', password: data?.password ?? '' },
    });
    expect(session.data).toMatchObject({
      nick: 'Test_Agent',
      rang: 'Агент',
      roles: ['ROLE_AGENT_CID'],
    });
    expect(server.store.data.members.some((m) => m.nick === 'Test_Agent')).toBe(true);
  });

  it.each([
    [{ agentNo: '12a' }, 'Номер агента должен состоять из трех цифр (от 000 до 999)'],
    [{ agentNo: '' }, 'Номер агента не может быть пустым'],
    [
      { nick: 'bad nick' },
      'Ник должен быть в формате Имя_Фамилия (без цифр, с обязательным нижним подчеркиванием, и первая буква заглавная).',
    ],
    [{ nick: '' }, 'Ник не может быть пустым.'],
    [{ rang: '' }, 'Ранг не может быть пустым'],
    [{ vkLink: '' }, 'Ссылка на ВКонтакте не может быть пустой.'],
  ])('rejects %o with 400 and the spec message', async (patch, message) => {
    const api = await as('director');
    const { error, response } = await api.POST('/api/v1/team/add', {
      body: { ...newAgent, nick: 'Other_Agent', agentNo: '008', ...patch },
    });
    expect(response.status).toBe(400);
    expect(error).toEqual({ type: 'VALIDATION', message });
  });

  it('forbids creating agents to roles outside the table and ranks outside the choices', async () => {
    const agent = await as('agent_cid');
    expect((await agent.POST('/api/v1/team/add', { body: newAgent })).response.status).toBe(403);
    const inspector = await as('hr_inspector');
    const { response } = await inspector.POST('/api/v1/team/add', {
      body: { ...newAgent, nick: 'High_Rank', agentNo: '009', rang: 'Директор' },
    });
    expect(response.status).toBe(403);
  });

  it('edits an agent and keeps the punishment history attached to the new nick', async () => {
    const api = await as('director');
    const target = server.store.data.members.find((m) => m.roles.includes('ROLE_AGENT_DEA'));
    if (!target) throw new Error('seed has no DEA agent');
    await api.PUT('/api/v1/team/{id}/punish', {
      params: { path: { id: target.id } },
      body: { type: 'warning', reason: 'Опоздание' },
    });
    const { data, response } = await api.PUT('/api/v1/team/{id}/update', {
      params: { path: { id: target.id } },
      body: {
        oldNick: target.nick,
        newNick: 'Renamed_Agent',
        rang: 'Старший агент',
        agentNo: '555',
        position: null,
        direction: 'DEA',
        roles: target.roles,
        vkLink: 'https://vk.com/renamed',
      },
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ nick: 'Renamed_Agent', rang: 'Старший агент', agentNo: '555' });
    expect(data?.warnings).toBeGreaterThanOrEqual(1);
    const history = await api.GET('/api/v1/team/punishments', {
      params: { query: { nick: 'Renamed_Agent' } },
    });
    expect(history.data?.warnings.some((w) => w.reason === 'Опоздание')).toBe(true);
  });

  it('lets only the director change roles', async () => {
    const target = server.store.data.members.find((m) => m.roles.includes('ROLE_JUNIOR_AGENT_CID'));
    if (!target) throw new Error('seed has no junior CID agent');
    const body = {
      oldNick: target.nick,
      newNick: target.nick,
      rang: target.rang,
      agentNo: target.agentNo.replace(/^\D+/, ''),
      position: target.position,
      direction: target.direction,
      roles: [...target.roles, 'ROLE_AGENT_CID' as const],
      vkLink: target.vkLink,
    };
    const headCid = await as('head_cid');
    const denied = await headCid.PUT('/api/v1/team/{id}/update', {
      params: { path: { id: target.id } },
      body,
    });
    expect(denied.response.status).toBe(403);
    const director = await as('director');
    const allowed = await director.PUT('/api/v1/team/{id}/update', {
      params: { path: { id: target.id } },
      body,
    });
    expect(allowed.data?.roles).toContain('ROLE_AGENT_CID');
  });

  it('punishes with a reason and deletes the punishment', async () => {
    const api = await as('head_cid');
    const target = server.store.data.members.find(
      (m) => m.direction === 'CID' && m.rang === 'Агент',
    );
    if (!target) throw new Error('seed has no CID agent');
    const noReason = await api.PUT('/api/v1/team/{id}/punish', {
      params: { path: { id: target.id } },
      body: { type: 'reprimand', reason: ' ' },
    });
    expect(noReason.error).toEqual({ type: 'VALIDATION', message: 'Причина наказания' });
    const { data } = await api.PUT('/api/v1/team/{id}/punish', {
      params: { path: { id: target.id } },
      body: { type: 'reprimand', reason: 'Неявка' },
    });
    expect(data).toMatchObject({ type: 'reprimand', recipientNick: target.nick, reason: 'Неявка' });
    const removed = await api.DELETE('/api/v1/team/punishments/{id}/delete', {
      params: { path: { id: data?.id ?? 0 } },
    });
    expect(removed.response.status).toBe(204);
    expect(server.store.data.teamPunishments.some((p) => p.id === data?.id)).toBe(false);
  });

  it('head_cid may not punish a DEA agent', async () => {
    const api = await as('head_cid');
    const target = server.store.data.members.find(
      (m) => m.direction === 'DEA' && !m.roles.includes('ROLE_HEAD_DEA'),
    );
    if (!target) throw new Error('seed has no DEA agent');
    const { response } = await api.PUT('/api/v1/team/{id}/punish', {
      params: { path: { id: target.id } },
      body: { type: 'warning', reason: 'x' },
    });
    expect(response.status).toBe(403);
  });

  it('dismisses an agent with a reason, never oneself, and closes their sessions', async () => {
    const api = await as('director');
    const victim = await login('agent_dea');
    const nick =
      server.store.data.members.find((m) => m.roles.includes('ROLE_AGENT_DEA'))?.nick ?? '';
    const noReason = await api.DELETE('/api/v1/team/delete', {
      params: { query: { nick, reason: '' } },
    });
    expect(noReason.error?.message).toBe('Причина удаления агента не указана');
    const me = server.store.data.members.find((m) => m.roles.includes('ROLE_DIRECTOR'))?.nick ?? '';
    const self = await api.DELETE('/api/v1/team/delete', {
      params: { query: { nick: me, reason: 'x' } },
    });
    expect(self.error?.message).toBe('Нельзя удалить себя');
    const ok = await api.DELETE('/api/v1/team/delete', {
      params: { query: { nick, reason: 'Уход' } },
    });
    expect(ok.response.status).toBe(204);
    expect(server.store.data.members.some((m) => m.nick === nick)).toBe(false);
    expect((await client(victim.token).GET('/api/v1/team/punishments')).response.status).toBe(401);
  });

  it('records audit orders and refuses unknown types', async () => {
    const api = await as('director');
    const nick = server.store.data.members.find((m) => m.direction === 'CID')?.nick ?? '';
    const ok = await api.POST('/api/v1/audit/add', {
      body: { nick, type: 'PROMOTION', rang: 'Агент' },
    });
    expect(ok.response.status).toBe(200);
    const bad = await api.POST('/api/v1/audit/add', { body: { nick, type: 'INACTIVE' } });
    expect(bad.error).toEqual({ type: 'VALIDATION', message: 'Неизвестный тип аудита' });
  });
});
