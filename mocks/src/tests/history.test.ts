// @vitest-environment node
/**
 * A record's history (issue 26): every create, update, status change and removal recorded by the
 * route wrapper, seeded records with a derived history, and who may read it.
 */
import { describe, expect, it } from 'vitest';
import type { paths } from '@fbi/api';
import { as, setupMockServer } from './harness.ts';

const { server, clock } = setupMockServer();
const data = () => server.store.data;

/** The nick of a demo account. */
function nickOf(username: string): string {
  const account = data().accounts.find((a) => a.username === username);
  const member = data().members.find((m) => m.id === account?.memberId);
  if (!member) throw new Error(`no member ${username}`);
  return member.nick;
}

type Events =
  paths['/api/v1/history/{kind}/{id}']['get']['responses'][200]['content']['application/json'];

/** The history of a record as `username` reads it, with the answer's status. */
async function historyAs(username: string, kind: string, id: number) {
  const api = await as(username);
  const { data: events, response } = await api.GET('/api/v1/history/{kind}/{id}', {
    params: { path: { kind: kind as 'orders', id } },
  });
  return { status: response.status, events: (events ?? []) as Events };
}

describe('seeded records', () => {
  it('an approved order tells its filing and its approval, newest first', async () => {
    const order = data().orders.find((o) => o.status === 'APPROVED');
    if (!order) throw new Error('no approved order in the seed');
    const { events } = await historyAs('director', 'orders', order.id);
    expect(events.map((e) => e.type)).toEqual(['DECIDED', 'CREATED']);
    expect(events[0]).toMatchObject({ fromStatus: 'ON_CHECK', toStatus: 'APPROVED' });
    expect(events[1]).toMatchObject({ author: order.author, createdAt: order.createdAt });
  });
});

describe('changes through the API', () => {
  it('a decline is a decision with its comment and what it set, after the seeded past', async () => {
    const order = data().orders.find((o) => o.status === 'ON_CHECK');
    if (!order) throw new Error('no order on check in the seed');
    clock.advance(60_000);
    const api = await as('general_counsel');
    const { response } = await api.PUT('/api/v1/order/{id}/decline', {
      params: { path: { id: order.id } },
      body: { comment: 'Нет оснований', operationType: order.operationType },
    });
    expect(response.status).toBe(200);
    const { events } = await historyAs('director', 'orders', order.id);
    expect(events.map((e) => e.type)).toEqual(['DECIDED', 'CREATED']);
    expect(events[0]).toMatchObject({
      author: nickOf('general_counsel'),
      comment: 'Нет оснований',
      fromStatus: 'ON_CHECK',
      toStatus: 'DECLINED',
    });
    expect(events[0]?.changes).toContainEqual({
      field: 'approver',
      before: null,
      after: nickOf('general_counsel'),
    });
  });

  it('an edit lists the fields it changed with their values before and after', async () => {
    const punishment = data().punishments.find((p) => p.type !== 'Выговор');
    if (!punishment) throw new Error('no punishment to change in the seed');
    const before = punishment.type;
    const api = await as('director');
    const { response } = await api.PUT('/api/v1/punishment/{id}/type/update', {
      params: { path: { id: punishment.id }, query: { type: 'Выговор' } },
    });
    expect(response.status).toBe(200);
    const { events } = await historyAs('director', 'punishments', punishment.id);
    expect(events[0]).toMatchObject({ type: 'EDITED', author: nickOf('director') });
    expect(events[0]?.changes).toContainEqual({ field: 'type', before, after: 'Выговор' });
    expect(events.at(-1)?.type).toBe('CREATED');
  });

  it('a new record starts with its filing, and a removed one keeps its history', async () => {
    const api = await as('director');
    const { data: added } = await api.POST('/api/v1/blacklist/add', {
      body: { nick: 'History_Test', reason: '12.1 УК', daysCount: 3 },
    });
    const id = added?.id ?? 0;
    expect((await historyAs('director', 'blacklist', id)).events).toMatchObject([
      { type: 'CREATED', author: nickOf('director') },
    ]);
    await api.DELETE('/api/v1/blacklist/{id}/delete', { params: { path: { id } } });
    const { events } = await historyAs('director', 'blacklist', id);
    expect(events.map((e) => e.type)).toEqual(['DELETED', 'CREATED']);
  });

  it('is persisted with the rest of the store', () => {
    expect(data().history.length).toBeGreaterThan(0);
  });
});

describe('who reads it', () => {
  it('a caller without the registry read permission is refused (01 §6 Dossier open)', async () => {
    const dossier = data().dossiers[0];
    expect((await historyAs('agent_cid', 'intelligence', dossier?.id ?? 1)).status).toBe(403);
    expect((await historyAs('head_intelligence', 'intelligence', dossier?.id ?? 1)).status).toBe(
      200,
    );
  });

  it('an unknown registry is not found', async () => {
    expect((await historyAs('director', 'nothing', 1)).status).toBe(404);
  });
});

describe('public readers (02 §2.8)', () => {
  it('whoever the list answers a report without its comment does not read it in the history', async () => {
    const report = data().nationalSecurity.find((r) => r.status === 'ON_INSPECTOR_CHECK');
    if (!report) throw new Error('no report on check in the seed');
    // Sent back with a comment, then approved: an approved report is listed to every reader.
    const inspector = await as('national_security_inspector');
    const sent = await inspector.PUT('/api/v1/national-security/{id}/update/{comment}', {
      params: { path: { id: report.id, comment: 'Секретный комментарий' } },
    });
    const approved = await inspector.PUT('/api/v1/national-security/{id}/approve', {
      params: { path: { id: report.id } },
    });
    expect([sent.response.status, approved.response.status]).toEqual([200, 200]);
    let publicReaders = 0;
    for (const { username } of data().accounts) {
      const { data: rows } = await (await as(username)).GET('/api/v1/national-security/all', {});
      const row = (rows ?? []).find((r) => r.id === report.id);
      if (!row || 'comment' in row) continue;
      publicReaders += 1;
      const { events } = await historyAs(username, 'nationalSecurity', report.id);
      expect(events.filter((e) => e.comment !== null).map(() => username)).toEqual([]);
    }
    expect(publicReaders).toBeGreaterThan(0);
  });
});
