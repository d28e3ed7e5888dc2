/**
 * Issue 7 and issue 23, reports in a new tab (01 §7, 02 §7, 03 §7): the area-01 reports and the
 * inactivity order go through the session client (bearer, Audit-Nick, one refresh and retry),
 * the five that 02 §7 and 03 §7 mark go without the session's headers; the contract, the api
 * package and the domain agree on which is which. A report's HTML is written into the tab under
 * a policy that lets no script run, placed before anything the server sent.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { isTokenlessReport, TOKENLESS_REPORT_PATHS, type ReportPath } from '@fbi/api';
import { MESSAGES, REPORT_DOORS } from '@fbi/domain';
import { fetchReport } from './api.ts';
import { REPORT_CSP, openReport } from './openReport.ts';
import { clearSession, getSession, updateSession } from './sessionStorage.ts';
import { fakeTab } from './testing/fakeTab.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const contract = parse(readFileSync(path.resolve(here, '../../../../openapi.yaml'), 'utf8')) as {
  paths: Record<
    string,
    { get?: { security?: unknown[]; responses: Record<string, { $ref?: string }> } }
  >;
};
/** Every GET of the contract answering the HTML response: the report calls. */
const reportPaths = Object.entries(contract.paths)
  .filter(([, item]) => item.get?.responses['200']?.$ref === '#/components/responses/Html')
  .map(([p]) => p as ReportPath);
/** The report calls the contract declares without security (`security: []`). */
const contractTokenless = reportPaths.filter((p) => {
  const security = contract.paths[p]?.get?.security;
  return Array.isArray(security) && security.length === 0;
});

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
  it('are every HTML call of the contract, one door each', () => {
    expect(reportPaths).toContain('/api/v1/order/{id}/report');
    expect(reportPaths).toContain('/api/v1/dea-reports/{id}/report');
    expect(reportPaths.length).toBe(12);
    expect([...reportPaths].sort()).toEqual(
      Object.values(REPORT_DOORS)
        .map((d) => d.path)
        .sort(),
    );
  });

  it('go without a token exactly where 02 §7 and 03 §7 say: contract, api and domain agree', () => {
    const spec = [
      '/api/v1/order/{id}/report',
      '/api/v1/audit/{id}/report',
      '/api/v1/laboratory/{id}/report',
      '/api/v1/dea-reports/{id}/report',
      '/api/v1/most-wanted/{id}/report/small',
    ].sort();
    expect([...contractTokenless].sort()).toEqual(spec);
    expect([...TOKENLESS_REPORT_PATHS].sort()).toEqual(spec);
    const domainTokenless = Object.values(REPORT_DOORS)
      .filter((d) => !d.token)
      .map((d) => d.path);
    expect(domainTokenless.sort()).toEqual(spec);
    // The others inherit the global bearer security.
    for (const p of reportPaths.filter((r) => !isTokenlessReport(r)))
      expect(contract.paths[p]?.get?.security).toBeUndefined();
  });

  it('carry the session headers on the area-01 reports and the inactivity order (01 §7)', async () => {
    updateSession({ token: 'secret-token', nick: 'Ivan_Petrov' });
    for (const report of reportPaths) {
      expect(await fetchReport(report, { id: 7 })).toBe(EVIL_REPORT);
    }
    expect(seen).toEqual(
      reportPaths.map((p) =>
        isTokenlessReport(p)
          ? { path: p.replace('{id}', '7'), auth: null, nick: null }
          : { path: p.replace('{id}', '7'), auth: 'Bearer secret-token', nick: 'Ivan_Petrov' },
      ),
    );
    expect(seen.filter((s) => s.auth !== null)).toHaveLength(7);
  });

  it('refresh the token once and retry a token-carrying report that answers 401', async () => {
    updateSession({ token: 'old-token', refreshToken: 'refresh-1', nick: 'Ivan_Petrov' });
    server.use(
      http.post('*/api/v1/auth/refresh', () =>
        HttpResponse.json({ token: 'new-token', refreshToken: 'refresh-1' }),
      ),
      http.get('*/api/v1/intelligence/:id/report', ({ request }) => {
        const auth = request.headers.get('Authorization');
        seen.push({ path: 'dossier', auth, nick: request.headers.get('Audit-Nick') });
        return auth === 'Bearer new-token'
          ? new HttpResponse('<p>Досье</p>', { headers: { 'Content-Type': 'text/html' } })
          : HttpResponse.json({ type: 'UNAUTHORIZED', message: 'Истёк' }, { status: 401 });
      }),
    );
    expect(await fetchReport('/api/v1/intelligence/{id}/report', { id: 3 })).toBe('<p>Досье</p>');
    expect(seen.map((s) => s.auth)).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(getSession().token).toBe('new-token');
  });

  it('rejects with the server error of a refused report, either door', async () => {
    updateSession({ token: 'secret-token', nick: 'Ivan_Petrov' });
    server.use(
      http.get('*/api/v1/order/:id/report', () =>
        HttpResponse.json({ type: 'CONFLICT', message: 'Ордер не одобрен' }, { status: 409 }),
      ),
      http.get('*/api/v1/intelligence/:id/report', () =>
        HttpResponse.json({ type: 'FORBIDDEN', message: MESSAGES.noAccess }, { status: 403 }),
      ),
    );
    await expect(fetchReport('/api/v1/order/{id}/report', { id: 3 })).rejects.toMatchObject({
      status: 409,
      serverMessage: 'Ордер не одобрен',
    });
    // Without a held token the middleware has nothing to refresh: the 403 comes through.
    clearSession();
    await expect(fetchReport('/api/v1/intelligence/{id}/report', { id: 3 })).rejects.toMatchObject({
      status: 403,
      serverMessage: MESSAGES.noAccess,
    });
  });
});

describe('openReport', () => {
  it('writes the report under a policy that forbids scripts, before any of its content', async () => {
    const tab = fakeTab();
    await openReport(() => fetchReport('/api/v1/order/{id}/report', { id: 1 }));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    // The opened tab (the fake the spy returns) lost its link back to the portal.
    expect((vi.mocked(window.open).mock.results[0]?.value as Window).opener).toBeNull();

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
