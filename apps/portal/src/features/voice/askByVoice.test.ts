import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { askByVoice } from './askByVoice.ts';

const mock = setupMockApi();

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
    await mock.loginAs('agent_cid');
    await askByVoice(10);
    const [ask] = mock.requests.to('/api/v1/ask', 'POST');
    // jsdom and Node each have their own Blob class, so the part is checked by shape.
    await vi.waitFor(() =>
      expect(ask?.body).toMatchObject({ file: { type: 'audio/webm', size: 5 } }),
    );
    expect(played).toHaveBeenCalledWith('blob:answer');
  });

  it('only logs a non-OK answer and plays nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mock.loginAs('agent_cid');
    mock.server.use(http.post('*/api/v1/ask', () => new HttpResponse(null, { status: 500 })));
    await askByVoice(10);
    expect(played).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('Голосовой помощник не ответил', 500);
  });
});
