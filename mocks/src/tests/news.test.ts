// @vitest-environment node
/** News, photo upload, own photo and the voice call (01 §2 Home page, §5, §6, §7). */
import { describe, expect, it } from 'vitest';
import { as, BASE_URL, client, login, setupMockServer } from './harness.ts';

const { server } = setupMockServer();

const PNG = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10]);

describe('news', () => {
  it('lists at least 8 news items, newest first', async () => {
    const api = await as('agent_cid');
    const { data } = await api.GET('/api/v1/news/all');
    expect(data?.length).toBeGreaterThanOrEqual(8);
    const dates = (data ?? []).map((n) => n.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('uploads a photo by header, publishes and deletes an article', async () => {
    const { token } = await login('press_secretary');
    const api = client(token);
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    const upload = await fetch(
      `${BASE_URL}/api/v1/news/${encodeURIComponent('Новый заголовок')}/photo`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      },
    );
    expect(upload.status).toBe(200);
    const path = await upload.text();
    expect(path).toMatch(/\/api\/v1\/files\/\d+\.png$/);
    const image = await fetch(path);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

    const missing = await api.POST('/api/v1/news/add', {
      body: { header: 'Новый заголовок', subheader: '', text: 't', photo: path },
    });
    expect(missing.response.status).toBe(400);
    const added = await api.POST('/api/v1/news/add', {
      body: { header: 'Новый заголовок', subheader: 'Подзаголовок', text: 'Текст', photo: path },
    });
    expect(added.data?.achievement).toEqual({ title: 'Голос бюро' });
    const id = added.data?.id ?? 0;
    expect(server.store.data.news.find((n) => n.id === id)?.photo).toBe(path);
    const removed = await api.DELETE('/api/v1/news/{id}/delete', { params: { path: { id } } });
    expect(removed.response.status).toBe(204);
  });

  it('answers the voice call with a WAV clip', async () => {
    const auth = `Bearer ${(await login('agent_cid')).token}`;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(16)], { type: 'audio/webm' }), 'voice.webm');
    const res = await fetch(`${BASE_URL}/api/v1/ask`, {
      method: 'POST',
      headers: { Authorization: auth },
      body: form,
    });
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(String.fromCharCode(...bytes.slice(0, 4))).toBe('RIFF');
  });

  it('answers the own photo path as text', async () => {
    const api = await as('director');
    const { response } = await api.GET('/api/v1/profile/my/photo', { parseAs: 'text' });
    expect(response.status).toBe(200);
  });
});
