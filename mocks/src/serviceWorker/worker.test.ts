// @vitest-environment node
import createClient from 'openapi-fetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { paths } from '@fbi/api';
import { DEMO_PASSWORD } from '../store/seed/staff.ts';
import { fakeCaches, startFakeWorker, WORKER_ORIGIN, type FakeWorker } from './fakeWorkerScope.ts';

/** A browser tab: its API calls go to whichever worker the browser runs for the origin. */
function tab(worker: FakeWorker) {
  return createClient<paths>({ baseUrl: WORKER_ORIGIN, fetch: (request) => worker.fetch(request) });
}

/** Authors of the office requests a tab is answered. */
async function officeAuthors(client: ReturnType<typeof tab>): Promise<string[]> {
  const { data } = await client.GET('/api/v1/office/all');
  return (data ?? []).map((request) => request.author);
}

/** Files an office request as a visitor of the tab would (02 §2.6). */
async function fileOfficeRequest(client: ReturnType<typeof tab>, author: string): Promise<void> {
  const { response } = await client.POST('/api/v1/office/add', {
    body: {
      author,
      faction: 'LSPD',
      rang: 'Sergeant',
      position: 'Detective',
      passport: 'https://imgur.com/a/p',
      description: 'Joint operation',
    },
  });
  expect(response.status).toBe(200);
}

// Each worker started evaluates msw, the handlers and the faker seed anew (7 s for the first on
// two loaded cores), where a unit test's 15 s leave little room.
describe(
  'the demo mock worker: one server for every tab of the browser (issue 24)',
  { timeout: 60_000 },
  () => {
    let caches: ReturnType<typeof fakeCaches>;
    beforeEach(() => {
      caches = fakeCaches();
    });
    afterEach(() => vi.unstubAllGlobals());

    it("answers a record filed in one tab in the other tab's next list", async () => {
      const worker = await startFakeWorker(caches);
      const [first, second] = [tab(worker), tab(worker)];
      expect(await officeAuthors(second)).not.toContain('Tab_One');

      await fileOfficeRequest(first, 'Tab_One');

      expect(await officeAuthors(second)).toContain('Tab_One');
    });

    it('re-seeds what every tab is answered when one tab resets, and keeps their sessions', async () => {
      const worker = await startFakeWorker(caches);
      const [first, second] = [tab(worker), tab(worker)];
      const seeded = await officeAuthors(second);
      const { data: session } = await second.POST('/api/v1/auth/login', {
        body: { username: 'director', password: DEMO_PASSWORD },
      });
      await fileOfficeRequest(first, 'Tab_One');

      // What «Сбросить демо-данные» in the first tab sends (browser.ts resetMockData).
      await worker.post({ type: 'reset' });

      expect(await officeAuthors(second)).toEqual(seeded);
      const { response } = await second.GET('/api/v1/punishment/all', {
        headers: { Authorization: `Bearer ${session?.token ?? ''}` },
      });
      expect(response.status).toBe(200);
    });

    it('answers, after the browser restarted the worker, what a tab filed before', async () => {
      await fileOfficeRequest(tab(await startFakeWorker(caches)), 'Tab_One');

      const restarted = await startFakeWorker(caches);

      expect(await officeAuthors(tab(restarted))).toContain('Tab_One');
    });

    it('takes control of the pages when a page asks (one a hard reload left uncontrolled)', async () => {
      const worker = await startFakeWorker(caches);

      await worker.post({ type: 'claim' });

      expect(worker.claims()).toBe(1);
    });
  },
);
