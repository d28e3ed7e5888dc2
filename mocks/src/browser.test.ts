import { afterEach, describe, expect, it } from 'vitest';
import { startMockWorker } from './browser.ts';
import type { MockWorkerMessage } from './serviceWorker/messages.ts';

/**
 * The page's service worker container with the mock's worker active for the origin; the worker
 * takes control of the page when asked to claim, as the browser's does.
 */
function fakeContainer({ controlled }: { controlled: boolean }) {
  const received: MockWorkerMessage[] = [];
  const container = new EventTarget() as EventTarget & { controller: ServiceWorker | null };
  const worker = {
    scriptURL: `${window.location.origin}/mock-sw.js`,
    postMessage(message: MockWorkerMessage, transfer: MessagePort[]) {
      received.push(message);
      if (message.type === 'claim') {
        container.controller = worker as unknown as ServiceWorker;
        container.dispatchEvent(new Event('controllerchange'));
      }
      transfer[0]?.postMessage('done');
    },
  };
  container.controller = controlled ? (worker as unknown as ServiceWorker) : null;
  const registration = { active: worker };
  Object.assign(container, { register: async () => registration });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return { received, container };
}

describe('startMockWorker', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('starts on a page the worker already controls without asking it to claim', async () => {
    const { received } = fakeContainer({ controlled: true });

    await startMockWorker();

    expect(received).toEqual([{ type: 'tokenTtl', seconds: null }]);
  });

  it('has the active worker take control of a page a hard reload left uncontrolled', async () => {
    const { received, container } = fakeContainer({ controlled: false });

    await startMockWorker();

    expect(container.controller?.scriptURL).toMatch(/\/mock-sw\.js$/);
    expect(received).toEqual([{ type: 'claim' }, { type: 'tokenTtl', seconds: null }]);
  });
});
