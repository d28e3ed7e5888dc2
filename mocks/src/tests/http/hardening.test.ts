// @vitest-environment node
/**
 * The HTTP layer of the mock against what a fuzzer sends (issue: Schemathesis run): path ids only
 * in canonical digits, an id past the store 404, a wrong method 405 with `Allow`, a JSON body
 * under another content type 415.
 */
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@fbi/domain';
import { BASE_URL, login, setupMockServer } from '../harness.ts';

const { server } = setupMockServer();

/** A closed investigation's id, whose report page answers 200. */
const closedId = () => {
  const record = server.store.data.investigations.find((i) => i.closedAt !== null);
  if (!record) throw new Error('the seed has no closed investigation');
  return record.id;
};

const NEWS = JSON.stringify({
  header: 'Заголовок',
  subheader: 'Подзаголовок',
  text: 'Текст',
  photo: '/api/v1/files/1.png',
});

/** The investigation report of `id` as the director: the report carries the token (01 §7). */
const reportOf = async (id: string) => {
  const { token } = await login('director');
  return fetch(`${BASE_URL}/api/v1/investigation/${id}/report`, {
    headers: { authorization: `Bearer ${token}` },
  });
};

describe('path ids', () => {
  it('open the record only for canonical decimal digits', async () => {
    const id = closedId();
    expect((await reportOf(String(id))).status).toBe(200);
    const aliases = [`0x${id.toString(16)}`, `${id}e0`, `+${id}`, `0${id}`, `${id}.0`, ` ${id}`];
    for (const alias of aliases) {
      const response = await reportOf(encodeURIComponent(alias));
      expect(response.status, alias).toBe(400);
      expect(await response.json(), alias).toEqual({
        type: 'VALIDATION',
        message: SERVER_MESSAGES.invalidId,
      });
    }
  });

  it('answer 404 for an id beyond the store, past 2^53 too', async () => {
    for (const id of ['999999999', '9007199254740993', '99999999999999999999999']) {
      const response = await reportOf(id);
      expect(response.status, id).toBe(404);
      expect(((await response.json()) as { type: string }).type, id).toBe('NOT_FOUND');
    }
  });
});

describe('methods', () => {
  it('answer a method the path does not take 405 with Allow', async () => {
    const response = await fetch(`${BASE_URL}/api/v1/investigation/${closedId()}/report`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(((await response.json()) as { type: string }).type).toBe('METHOD_NOT_ALLOWED');
  });

  it('list every method of a path in Allow', async () => {
    const response = await fetch(`${BASE_URL}/api/v1/news/all`, { method: 'PATCH' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toMatch(/^GET/);
  });

  it('answer an unknown API path 404', async () => {
    const response = await fetch(`${BASE_URL}/api/v1/no-such-call`, { method: 'PATCH' });
    expect(response.status).toBe(404);
    expect(response.headers.get('allow')).toBeNull();
  });
});

describe('content types', () => {
  it('answer a JSON body sent as text/plain 415 and store nothing', async () => {
    const { token } = await login('press_secretary');
    const before = JSON.stringify(server.store.data.news);
    const body = NEWS;
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', null]) {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      const request = new Request(`${BASE_URL}/api/v1/news/add`, { method: 'POST', headers, body });
      if (type === null) request.headers.delete('content-type');
      else request.headers.set('content-type', type);
      const response = await fetch(request);
      expect(response.status, String(type)).toBe(415);
      expect(((await response.json()) as { type: string }).type).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(JSON.stringify(server.store.data.news)).toBe(before);
  });

  it('accept application/json with a charset', async () => {
    const { token } = await login('press_secretary');
    const response = await fetch(`${BASE_URL}/api/v1/news/add`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json; charset=utf-8',
      },
      body: NEWS,
    });
    expect(response.status).toBeLessThan(300);
  });
});
