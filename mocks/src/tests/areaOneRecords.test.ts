// @vitest-environment node
/**
 * Stored data of 01's records that must not break (01 §4–§7): photos written only on submit, MW
 * birth fields optional, social links stored absolute, the arrest within reach, closed IB
 * investigations open to any staff.
 */
import { describe, expect, it } from 'vitest';
import { createTools, fileForm, first, nickOf } from './contract/tools.ts';
import { BASE_URL, setupMockServer } from './harness.ts';

const { server } = setupMockServer();
const tools = createTools(server.store);
const data = () => server.store.data;
const PNG = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10]);

const mwBody = {
  nick: 'Photo_Subject',
  sex: true,
  eyes: 'Карие',
  height: '180',
  weight: '80',
  hair: 'Тёмные',
  race: 'Европеоидная',
  nation: 'Американец',
  activity: 'Грабежи',
  signs: 'Шрам',
  description: 'Описание',
  photo: '/api/v1/files/1.png',
  mainViolation: 'Убийство',
  proves: ['https://imgur.com/a/1'],
  cautions: ['12.1 УК'],
};

/** Uploads a photo under `nick` to `path`'s kind; answers the stored path. */
async function upload(kind: 'most-wanted' | 'intelligence', nick: string, username: string) {
  const res = await fetch(`${BASE_URL}/api/v1/${kind}/${encodeURIComponent(nick)}/photo`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await tools.token(username)}` },
    body: fileForm(PNG, 'image/png', 'photo.png'),
  });
  expect(res.status).toBe(200);
  return res.text();
}

describe('photos are written on submit only, to that record (01 §7 …/{nick}/photo)', () => {
  it('an MW photo upload changes no stored report of that nick', async () => {
    const stored = first(data().mostWanted, (r) => r.photo !== '', 'MW report with a photo');
    const before = stored.photo;
    const path = await upload('most-wanted', stored.nick, 'agent_cid');
    expect(stored.photo).toBe(before);
    const api = await tools.as('agent_cid');
    const { data: added } = await api.POST('/api/v1/most-wanted/add', {
      body: { ...mwBody, nick: stored.nick, photo: path },
    });
    expect(data().mostWanted.find((r) => r.id === added?.id)?.photo).toBe(path);
    expect(stored.photo).toBe(before);
  });

  it('a dossier photo upload changes no stored dossier of that nick', async () => {
    const stored = first(data().dossiers, (d) => d.photo !== '', 'dossier with a photo');
    const before = stored.photo;
    await upload('intelligence', stored.nick, 'secret_intelligence_agent');
    expect(stored.photo).toBe(before);
  });
});

describe('MW birth date and place are optional (01 §5 gives them only limits)', () => {
  it('files a report without them, and still refuses a date out of range', async () => {
    const api = await tools.as('agent_cid');
    const { data: added, response } = await api.POST('/api/v1/most-wanted/add', {
      body: { ...mwBody, nick: 'No_Birth' },
    });
    expect(response.status).toBe(200);
    const stored = data().mostWanted.find((r) => r.id === added?.id);
    expect(stored?.birthDate).toBeUndefined();
    expect(stored?.birthPlace).toBeUndefined();
    const bad = await api.POST('/api/v1/most-wanted/add', {
      body: { ...mwBody, nick: 'Old_Birth', birthDate: '1850-01-01' },
    });
    expect(bad.response.status).toBe(400);
  });
});

describe('social links are stored as absolute https:// URLs (01 §5 {host}/name)', () => {
  it('a new agent typed as vk.com/name', async () => {
    const api = await tools.as('director');
    const used = new Set(data().members.map((m) => m.agentNo.replace(/^\D+/, '')));
    const agentNo = first(
      Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0')),
      (n) => !used.has(n),
      'free agent number',
    );
    const { response } = await api.POST('/api/v1/team/add', {
      body: {
        nick: 'Social_Link',
        rang: 'Агент',
        direction: 'CID',
        position: null,
        agentNo,
        vkLink: 'vk.com/social_link',
      },
    });
    expect(response.status).toBe(200);
    expect(data().members.find((m) => m.nick === 'Social_Link')?.vkLink).toBe(
      'https://vk.com/social_link',
    );
  });

  it('an arrest link typed as vk.com/wall…', async () => {
    const report = first(data().mostWanted, (r) => r.status === 'ORDER_ASSIGNED', 'wanted report');
    const api = await tools.as('criminalist');
    const { response } = await api.PUT('/api/v1/most-wanted/{id}/arrest', {
      params: { path: { id: report.id } },
      body: { isGuilty: true, region: 'Блейн', city: 'Палето', proves: ['vk.com/wall-1_2'] },
    });
    expect(response.status).toBe(200);
    expect(report.arrest?.proves).toEqual(['https://vk.com/wall-1_2']);
  });
});

describe("a colleague's wanted suspect is within reach (01 §6 MW arrest: any non-user)", () => {
  it('an agent who is not the author lists the report and records the arrest', async () => {
    const nick = nickOf(server.store, 'agent_dea');
    const report = first(
      data().mostWanted,
      (r) => r.status === 'ORDER_ASSIGNED' && r.author !== nick,
      "a colleague's wanted report",
    );
    const api = await tools.as('agent_dea');
    const listed = (await api.GET('/api/v1/most-wanted/all')).data ?? [];
    expect(listed.some((r) => r.id === report.id)).toBe(true);
    const { response } = await api.PUT('/api/v1/most-wanted/{id}/arrest', {
      params: { path: { id: report.id } },
      body: { isGuilty: false, region: 'Блейн', city: 'Палето', proves: ['https://imgur.com/a/9'] },
    });
    expect(response.status).toBe(200);
    expect(report.status).toBe('SUSPECT_CAUGHT');
  });
});

describe('closed IB investigations open to any staff (01 §6 Closed investigations open)', () => {
  it('a CID agent lists them; a visitor does not', async () => {
    const staff = await (await tools.as('agent_cid')).GET('/api/v1/ib-investigation/closed');
    expect(staff.response.status).toBe(200);
    expect(staff.data?.length).toBeGreaterThan(0);
    const visitor = await tools.anon.GET('/api/v1/ib-investigation/closed');
    expect(visitor.response.status).toBe(401);
  });
});
