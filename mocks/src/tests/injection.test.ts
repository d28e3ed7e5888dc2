// @vitest-environment node
/**
 * Issue 3: markup in every free-text field comes back escaped in every HTML report. Records are
 * poisoned in the store (every string a user could have typed), then each report is fetched.
 */
import { describe, expect, it } from 'vitest';
import { isPublicMostWanted } from '@fbi/domain';
import type { Store } from '../store/store.ts';
import { client, setupMockServer, type ApiClient } from './harness.ts';
import { createTools } from './contract/tools.ts';

const PAYLOAD = '<img src=x onerror=alert(1)>';
const ESCAPED = '&lt;img src=x onerror=alert(1)&gt;';
/** Fields that are not free text: ids, statuses, timestamps the server sets. */
const NOT_TEXT =
  /^(id|status|type|createdAt|updatedAt|closedAt|issuedAt|expiresAt|executeBy|validUntil|dueDate|operationStartTime|allowedAt|date)$/;

/** Replaces every user-typed string of a record (nested lists and objects too) with the payload. */
function poison(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return NOT_TEXT.test(key) ? value : PAYLOAD;
  if (Array.isArray(value)) return value.map((v) => poison(v, key));
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      (value as Record<string, unknown>)[k] = poison(v, k);
  }
  return value;
}

type Case = [
  name: string,
  prepare: (store: Store) => number,
  fetch: (api: ApiClient, id: number) => Promise<{ data?: unknown }>,
];

const poisoned = <T extends { id: number }>(
  list: T[],
  match: (r: T) => boolean = () => true,
): number => {
  const record = list.find(match);
  if (!record) throw new Error('no record to poison');
  poison(record);
  return record.id;
};

const CASES: Case[] = [
  [
    'investigation',
    (s) => {
      const inv = s.data.investigations.find((i) => i.closedAt && i.reportIds.length > 0);
      if (!inv) throw new Error('no closed investigation');
      poison(inv);
      s.data.raports.filter((r) => inv.reportIds.includes(r.id)).forEach((r) => poison(r));
      return inv.id;
    },
    (api, id) =>
      api.GET('/api/v1/investigation/{id}/report', { params: { path: { id } }, parseAs: 'text' }),
  ],
  [
    'IB investigation',
    (s) => {
      const inv = s.data.ibInvestigations.find((i) => i.closedAt && i.reportIds.length > 0);
      if (!inv) throw new Error('no closed IB investigation');
      poison(inv);
      s.data.ibReports.filter((r) => inv.reportIds.includes(r.id)).forEach((r) => poison(r));
      return inv.id;
    },
    (api, id) =>
      api.GET('/api/v1/ib-investigation/{id}/report', {
        params: { path: { id } },
        parseAs: 'text',
      }),
  ],
  [
    'raport',
    (s) => poisoned(s.data.raports),
    (api, id) =>
      api.GET('/api/v1/report/{id}/report', { params: { path: { id } }, parseAs: 'text' }),
  ],
  [
    'IB report',
    (s) => poisoned(s.data.ibReports),
    (api, id) =>
      api.GET('/api/v1/ib-report/{id}/report', { params: { path: { id } }, parseAs: 'text' }),
  ],
  [
    'MW report',
    (s) => poisoned(s.data.mostWanted, (r) => r.arrest !== null),
    (api, id) =>
      api.GET('/api/v1/most-wanted/{id}/report', { params: { path: { id } }, parseAs: 'text' }),
  ],
  [
    'MW small report',
    (s) => poisoned(s.data.mostWanted, (r) => isPublicMostWanted(r.status)),
    (api, id) =>
      api.GET('/api/v1/most-wanted/{id}/report/small', {
        params: { path: { id } },
        parseAs: 'text',
      }),
  ],
  [
    'dossier',
    (s) => poisoned(s.data.dossiers),
    (api, id) =>
      api.GET('/api/v1/intelligence/{id}/report', { params: { path: { id } }, parseAs: 'text' }),
  ],
  [
    'order',
    (s) => poisoned(s.data.orders, (o) => o.status === 'APPROVED'),
    (api, id) =>
      api.GET('/api/v1/order/{id}/report', { params: { path: { id } }, parseAs: 'text' }),
  ],
  [
    'inactivity',
    (s) => poisoned(s.data.inactivity, (i) => i.status === 'APPROVED'),
    (api, id) =>
      api.GET('/api/v1/inactive/{id}/report', { params: { path: { id } }, parseAs: 'text' }),
  ],
  [
    'audit',
    (s) => poisoned(s.data.audits),
    (api, id) =>
      api.GET('/api/v1/audit/{id}/report', { params: { path: { id } }, parseAs: 'text' }),
  ],
  [
    'laboratory',
    (s) => poisoned(s.data.labRequests, (l) => l.status === 'DONE' && l.answers.length > 0),
    (api, id) =>
      api.GET('/api/v1/laboratory/{id}/report', { params: { path: { id } }, parseAs: 'text' }),
  ],
  [
    'DEA report',
    (s) => poisoned(s.data.deaReports),
    (api, id) =>
      api.GET('/api/v1/dea-reports/{id}/report', { params: { path: { id } }, parseAs: 'text' }),
  ],
];

const { server } = setupMockServer();
const tools = createTools(server.store);

describe('HTML reports escape user values', () => {
  it('covers every report call of the contract', async () => {
    const { operations } = await import('./contract/openapi.ts');
    const reports = operations.filter((op) =>
      Object.values(op.responses).some((r) => JSON.stringify(r).includes('Html')),
    );
    expect(reports).toHaveLength(CASES.length);
  });

  it.each(CASES)('%s', async (_name, prepare, fetch) => {
    const id = prepare(server.store);
    // The director opens every report; the tokenless ones do not look at the header (01 §7).
    const { data } = await fetch(client(await tools.token('director')), id);
    const page = String(data);
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).not.toContain('<img');
    expect(page).toContain(ESCAPED);
  });

  it('escapes with a token too', async () => {
    const { data } = await client(await tools.token('director')).GET('/api/v1/audit/{id}/report', {
      params: { path: { id: server.store.data.audits[0]?.id ?? 0 } },
      parseAs: 'text',
    });
    expect(String(data)).not.toContain('<img');
  });
});
