// @vitest-environment node
/**
 * Issue 23 "Every report behind the right door": every report page of the contract × {no token,
 * each of the 28 roles, the trainee of rank Дежурный, `user`}. A token-carrying report (01 §7)
 * answers 401 without a token, 200 exactly where the portal offers it (@fbi/domain canOpenReport,
 * the predicate the report buttons use) and 403 with 01 §8's message elsewhere; a tokenless one
 * (02 §7, 03 §7) answers anyone, and never says more than the record's public fields.
 */
import { describe, expect, it } from 'vitest';
import {
  canOpenReport,
  isPublicMostWanted,
  mapServerRoles,
  MESSAGES,
  REPORT_DOORS,
  ROLES,
  STATUS_MACHINES,
  SUSPECTS_TEXT,
  USER_ROLE,
  type ReportKind,
  type Role,
} from '@fbi/domain';
import { toServerRole } from '../store/roles.ts';
import { DEMO_PASSWORD } from '../store/seed/staff.ts';
import type { Store } from '../store/store.ts';
import { createTools, first, nickOf } from './contract/tools.ts';
import { BASE_URL, setupMockServer } from './harness.ts';

const { server } = setupMockServer();
const store = server.store;
const tools = createTools(store);

// A visitor without staff roles logs in as `user` (01 §6 default role).
const visitor = { ...structuredClone(first(store.data.members, () => true, 'member')) };
visitor.id = store.nextId();
Object.assign(visitor, { nick: 'Public_Visitor', roles: [toServerRole(USER_ROLE)] });
store.data.members.push(visitor);
store.data.accounts.push({ username: USER_ROLE, password: DEMO_PASSWORD, memberId: visitor.id });

/** Every demo account that logs in: the 28 roles, the trainee of rank Дежурный, `user`. */
const ACCOUNTS: readonly string[] = [...ROLES, 'trainee_duty', USER_ROLE];

/** The client roles of a demo account, as the portal holds them after login. */
function rolesOf(username: string): Role[] {
  const account = first(store.data.accounts, (a) => a.username === username, username);
  const member = first(store.data.members, (m) => m.id === account.memberId, username);
  return mapServerRoles(member.roles);
}

/** A record of each kind whose report exists (the record's own state allows a page). */
const RECORD: Record<ReportKind, (s: Store) => number> = {
  investigation: (s) => first(s.data.investigations, (i) => !!i.closedAt, 'closed inv.').id,
  ibInvestigation: (s) => first(s.data.ibInvestigations, (i) => !!i.closedAt, 'closed IB').id,
  raport: (s) => first(s.data.raports, () => true, 'raport').id,
  ibReport: (s) => first(s.data.ibReports, () => true, 'IB report').id,
  mostWanted: (s) => first(s.data.mostWanted, (r) => !isPublicMostWanted(r.status), 'draft').id,
  dossier: (s) => first(s.data.dossiers, () => true, 'dossier').id,
  inactivity: (s) => first(s.data.inactivity, (i) => i.status === 'APPROVED', 'approved').id,
  order: (s) => first(s.data.orders, (o) => o.status === 'APPROVED', 'approved order').id,
  audit: (s) => first(s.data.audits, () => true, 'audit entry').id,
  laboratory: (s) => first(s.data.labRequests, (l) => l.status === 'DONE', 'DONE lab').id,
  deaReport: (s) => first(s.data.deaReports, () => true, 'DEA report').id,
  mostWantedSmall: (s) => first(s.data.mostWanted, (r) => isPublicMostWanted(r.status), 'MW').id,
};

/** GET of a report page, as a caller with `token` (none: the header is not sent at all). */
async function openPage(kind: ReportKind, id: number, token?: string) {
  const path = REPORT_DOORS[kind].path.replace('{id}', String(id));
  const response = await globalThis.fetch(
    new Request(`${BASE_URL}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }),
  );
  const body = await response.text();
  return { status: response.status, body };
}

describe('every report page × every caller', () => {
  it('covers every HTML call of the contract', async () => {
    const { operations } = await import('./contract/openapi.ts');
    const html = operations.filter((op) =>
      Object.values(op.responses).some((r) => JSON.stringify(r).includes('Html')),
    );
    expect(html.map((op) => op.path).sort()).toEqual(
      Object.values(REPORT_DOORS)
        .map((d) => d.path)
        .sort(),
    );
  });

  it.each(Object.keys(REPORT_DOORS) as ReportKind[])('%s', async (kind) => {
    const door = REPORT_DOORS[kind];
    const id = RECORD[kind](store);
    const wrong: string[] = [];
    const anonymous = await openPage(kind, id);
    if (anonymous.status !== (door.token ? 401 : 200)) wrong.push(`no token: ${anonymous.status}`);
    for (const username of ACCOUNTS) {
      const { status, body } = await openPage(kind, id, await tools.token(username));
      const offered = canOpenReport(kind, rolesOf(username));
      if (offered && status !== 200) wrong.push(`${username}: offered, answered ${status}`);
      if (!offered && status !== 403) wrong.push(`${username}: not offered, answered ${status}`);
      if (!offered && JSON.parse(body || '{}').message !== MESSAGES.noAccess)
        wrong.push(`${username}: 403 without 01 §8's message`);
    }
    expect(wrong).toEqual([]);
  });

  it('an anonymous visitor cannot read a dossier by counting ids (01 §6 "Dossier open")', async () => {
    for (const dossier of store.data.dossiers.slice(0, 5)) {
      const page = await openPage('dossier', dossier.id);
      expect(page.status).toBe(401);
      expect(page.body).not.toContain(dossier.nick);
    }
  });
});

describe('the MW small report (03 §2 /suspects, §7: no token)', () => {
  it.each(Object.keys(STATUS_MACHINES.mw))(
    'of a report in %s is there only on the public page',
    async (status) => {
      const model = first(store.data.mostWanted, () => true, 'MW report');
      const report = { ...structuredClone(model), id: store.nextId(), status } as typeof model;
      store.data.mostWanted.push(report);
      const page = await openPage('mostWantedSmall', report.id);
      store.data.mostWanted.splice(store.data.mostWanted.indexOf(report), 1);
      expect(page.status).toBe(isPublicMostWanted(status) ? 200 : 404);
      if (!isPublicMostWanted(status)) expect(page.body).not.toContain(SUSPECTS_TEXT.activeTitle);
    },
  );

  it("shows only the public entry's fields (03 §3: nick, photo, main violation, status)", async () => {
    const model = first(store.data.mostWanted, () => true, 'MW report');
    const report = {
      ...structuredClone(model),
      id: store.nextId(),
      status: 'ORDER_ASSIGNED',
      signs: 'Шрам_на_щеке',
      description: 'Секретное_описание',
      comment: 'Секретный_комментарий',
      author: nickOf(store, 'agent_cid'),
      proves: ['https://imgur.com/a/secret-proof'],
      birthPlace: 'Секретный_город',
    } as typeof model;
    store.data.mostWanted.push(report);
    const page = await openPage('mostWantedSmall', report.id);
    store.data.mostWanted.splice(store.data.mostWanted.indexOf(report), 1);
    expect(page.status).toBe(200);
    expect(page.body).toContain(report.nick);
    expect(page.body).toContain(SUSPECTS_TEXT.activeTitle);
    for (const secret of [
      report.signs,
      report.description,
      report.comment,
      report.author,
      'secret-proof',
      report.birthPlace,
    ])
      expect(page.body).not.toContain(secret);
  });
});
