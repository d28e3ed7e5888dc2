/**
 * Issue 7, reports in a new tab (01 §7, 02 §7, 03 §7): every report call goes without the
 * session's headers, and a report's HTML is written into the tab under a policy that lets no
 * script run, placed before anything the server sent.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import type { ReportPath } from '@fbi/api';
import { MESSAGES } from '@fbi/domain';
import { api, fetchReport } from './api.ts';
import { REPORT_CSP, openReport } from './openReport.ts';
import { clearSession, updateSession } from './sessionStorage.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const contract = parse(readFileSync(path.resolve(here, '../../../../openapi.yaml'), 'utf8')) as {
  paths: Record<string, { get?: { responses: Record<string, { $ref?: string }> } }>;
};
/** Every GET of the contract answering the HTML response: the report calls. */
const reportPaths = Object.entries(contract.paths)
  .filter(([, item]) => item.get?.responses['200']?.$ref === '#/components/responses/Html')
  .map(([p]) => p as ReportPath);

/** A report as a server that does not escape might send it. */
const EVIL_REPORT =
  '<!doctype html><html><head><title>Отчёт</title></head><body>' +
  '<script>window.__ran = "script"</script>' +
  '<img src="x" onerror="window.__ran = \'onerror\'">' +
  '<a id="js" href="javascript:window.__ran=\'link\'">Доказательство</a>' +
  '</body></html>';

const seen: { path: string; auth: string | null; nick: string | null }[] = [];
const server = setupServer(
  http.get('*/api/v1/*', ({ request }) => {
    seen.push({
      path: new URL(request.url).pathname,
      auth: request.headers.get('Authorization'),
      nick: request.headers.get('Audit-Nick'),
    });
    return request.url.includes('/report')
      ? new HttpResponse(EVIL_REPORT, { headers: { 'Content-Type': 'text/html' } })
      : HttpResponse.json({ team: [], teamCount: 0 });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  clearSession();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('report calls', () => {
  it('are every HTML call of the contract', () => {
    expect(reportPaths).toContain('/api/v1/order/{id}/report');
    expect(reportPaths).toContain('/api/v1/dea-reports/{id}/report');
    expect(reportPaths.length).toBe(12);
  });

  it('send no Authorization and no Audit-Nick while a session is held', async () => {
    updateSession({ token: 'secret-token', nick: 'Ivan_Petrov' });
    // The same session puts both headers on an ordinary call.
    await api.GET('/api/v1/team/all');
    expect(seen).toEqual([
      { path: '/api/v1/team/all', auth: 'Bearer secret-token', nick: 'Ivan_Petrov' },
    ]);
    seen.length = 0;
    for (const report of reportPaths) {
      expect(await fetchReport(report, { id: 7 })).toBe(EVIL_REPORT);
    }
    expect(seen).toEqual(
      reportPaths.map((p) => ({ path: p.replace('{id}', '7'), auth: null, nick: null })),
    );
  });

  it('rejects with the server error of a refused report', async () => {
    server.use(
      http.get('*/api/v1/order/:id/report', () =>
        HttpResponse.json({ type: 'CONFLICT', message: 'Ордер не одобрен' }, { status: 409 }),
      ),
    );
    await expect(fetchReport('/api/v1/order/{id}/report', { id: 3 })).rejects.toMatchObject({
      status: 409,
      serverMessage: 'Ордер не одобрен',
    });
  });
});

/** A stand-in for the new tab: records what the portal writes into it. */
function fakeTab() {
  const tab = {
    opener: {} as unknown,
    written: '',
    closed: false,
    close: () => void (tab.closed = true),
    document: {
      open: () => undefined,
      write: (html: string) => void (tab.written += html),
      close: () => undefined,
    },
  };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return tab;
}

describe('openReport', () => {
  it('writes the report under a policy that forbids scripts, before any of its content', async () => {
    const tab = fakeTab();
    await openReport(() => fetchReport('/api/v1/order/{id}/report', { id: 1 }));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();

    const doc = new DOMParser().parseFromString(tab.written, 'text/html');
    const policy = doc.querySelector('meta[http-equiv="Content-Security-Policy"]');
    expect(policy?.getAttribute('content')).toBe(REPORT_CSP);
    expect(REPORT_CSP).toContain("script-src 'none'");
    expect(REPORT_CSP).toContain("default-src 'none'");
    // The policy sits in the head, ahead of every script, handler and javascript: link.
    expect(policy?.parentElement).toBe(doc.head);
    const dangerous = doc.querySelectorAll('script, [onerror], a[href^="javascript:"]');
    expect(dangerous).toHaveLength(3);
    for (const element of dangerous) {
      expect(policy?.compareDocumentPosition(element)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
    expect(doc.title).toBe('Отчёт');
  });

  it('only logs when the tab cannot be opened', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(async () => '');
    await openReport(load);
    expect(log).toHaveBeenCalledWith(MESSAGES.newTabFailed);
    expect(load).not.toHaveBeenCalled();
  });

  it('closes the tab when the report cannot be loaded', async () => {
    const tab = fakeTab();
    await openReport(() => Promise.reject(new Error('offline')));
    expect(tab.closed).toBe(true);
    expect(tab.written).toBe('');
  });
});
