import { createMockServer } from '@fbi/mocks/node';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { askByVoice } from './askByVoice.ts';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A stand-in for the browser's MediaRecorder: one webm chunk when stopped. */
class FakeRecorder extends EventTarget {
  static isTypeSupported = () => true;
  start() {}
  stop() {
    const data = new Blob(['voice'], { type: 'audio/webm' });
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }));
    this.dispatchEvent(new Event('stop'));
  }
}

const played = vi.fn();

beforeEach(() => {
  played.mockReset();
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  vi.stubGlobal(
    'Audio',
    class {
      constructor(readonly src: string) {}
      addEventListener() {}
      play() {
        played(this.src);
        return Promise.resolve();
      }
    },
  );
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: () => Promise.resolve({ getTracks: () => [{ stop() {} }] }) },
  });
  URL.createObjectURL = () => 'blob:answer';
  URL.revokeObjectURL = () => {};
});

describe('voice action (01 §4 Voice flow, §7 POST /api/v1/ask)', () => {
  it('sends the recording as the multipart field "file" (webm) and plays the answer', async () => {
    let sent: FormDataEntryValue | null = null;
    server.use(
      http.post('*/api/v1/ask', async ({ request }) => {
        sent = (await request.formData()).get('file');
        return new HttpResponse(new TextEncoder().encode('RIFF'), {
          headers: { 'Content-Type': 'audio/wav' },
        });
      }),
    );
    await askByVoice(10);
    // jsdom and Node each have their own Blob class, so the part is checked by shape.
    expect(sent).toMatchObject({ type: 'audio/webm', size: 5 });
    expect(played).toHaveBeenCalledWith('blob:answer');
  });

  it('only logs a non-OK answer and plays nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('*/api/v1/ask', () => new HttpResponse(null, { status: 500 })));
    await askByVoice(10);
    expect(played).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('Голосовой помощник не ответил', 500);
  });
});
