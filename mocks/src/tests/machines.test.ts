// @vitest-environment node
/**
 * Issue 7 "One state machine, shared": for every status machine of section 4 (01–03), every
 * action, every status (and record fact) and every one of the 28 roles plus `user`, the portal's
 * rule (@fbi/domain actions) says enabled exactly when the mock accepts the call. An accepted
 * call leads to the machine's status; a refused one answers 403 when the role may take the
 * action in no status, else 409, each with a Russian message.
 */
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  ROLES,
  STATUS_MACHINES,
  USER_ROLE,
  can,
  canCheckDeaReport,
  type RecordFacts,
  type Role,
} from '@fbi/domain';
import { createTools, first, nickOf } from './contract/tools.ts';
import { setupMockServer } from './harness.ts';
import { MACHINE_CALLS, type MachineCall } from './machineCalls.ts';
import type { Stateful } from './transitions.ts';
import { toServerRole } from '../store/roles.ts';
import { DEMO_PASSWORD } from '../store/seed/staff.ts';

const { server } = setupMockServer();
const tools = createTools(server.store);
const store = server.store;
const CALLERS: readonly Role[] = [...ROLES, USER_ROLE];

// A visitor without staff roles logs in as `user` (01 §6 default role).
const visitor = { ...structuredClone(first(store.data.members, () => true, 'member')) };
visitor.id = store.nextId();
Object.assign(visitor, { nick: 'Public_Visitor', roles: [toServerRole(USER_ROLE)] });
store.data.members.push(visitor);
store.data.accounts.push({ username: USER_ROLE, password: DEMO_PASSWORD, memberId: visitor.id });

const listOf = (call: MachineCall) => store.data[call.collection] as unknown as Stateful[];

/** A fresh copy of a fitting record of the call's collection, put in `status` for `username`. */
function place(call: MachineCall, status: string, facts: RecordFacts, username: string): Stateful {
  const list = listOf(call);
  const model = list.find((r) => call.filter?.(r) ?? true);
  if (!model) throw new Error(`the store has no record for ${call.name}`);
  const record: Stateful = { ...structuredClone(model), id: store.nextId(), ...facts };
  record[call.field ?? 'status'] = status;
  // Authorship and timing fit the call, so only role and status decide.
  if ('author' in record) record.author = nickOf(store, username);
  if ('allowedAt' in record) record.allowedAt = new Date(store.now()).toISOString();
  // Acts change on the clock (logic/actClock.ts): a placed act is filed now, its deadline ahead.
  if ('executeBy' in record) {
    record.createdAt = new Date(store.now()).toISOString();
    record.executeBy = new Date(store.now() + 3 * 86_400_000).toISOString();
  }
  if ('thirdArrestProve' in record && !('thirdArrestProve' in facts))
    record.thirdArrestProve = null;
  list.push(record);
  return record;
}

/** The facts variants of a call (one empty set when the machine has none). */
const variants = (call: MachineCall): readonly RecordFacts[] => call.facts ?? [{}];

/** True when the portal enables the call for `roles` in some status and facts. */
function roleMayEver(call: MachineCall, roles: readonly Role[]): boolean {
  return Object.keys(STATUS_MACHINES[call.machine]).some((s) =>
    variants(call).some((f) => call.portal(roles, s, f)),
  );
}

/** The outcome of one call as a line, for a readable list of disagreements. */
async function walk(call: MachineCall, status: string, facts: RecordFacts): Promise<string[]> {
  const wrong: string[] = [];
  for (const role of CALLERS) {
    const roles = [role];
    const record = place(call, status, facts, role);
    const { response, error } = await call.invoke(await tools.as(role), record.id);
    const stored = listOf(call).find((r) => r.id === record.id);
    const enabled = call.portal(roles, status, facts);
    const where = `${role} in ${status} ${JSON.stringify(facts)}`;
    if (enabled) {
      if (response.status >= 300) wrong.push(`${where}: enabled, answered ${response.status}`);
      else if ((stored?.[call.field ?? 'status'] ?? null) !== call.to)
        wrong.push(`${where}: led to ${String(stored?.[call.field ?? 'status'])}`);
    } else {
      const expected = roleMayEver(call, roles) ? 409 : 403;
      const body = error as { type?: string; message?: string } | undefined;
      if (response.status !== expected)
        wrong.push(`${where}: disabled, answered ${response.status} (expected ${expected})`);
      else if (!/[а-яё]/i.test(body?.message ?? ''))
        wrong.push(`${where}: ${expected} without a Russian message`);
      else if (expected === 403 && body?.message !== MESSAGES.noAccess)
        wrong.push(`${where}: 403 message ${body?.message}`);
    }
    const index = listOf(call).findIndex((r) => r.id === record.id);
    if (index >= 0) listOf(call).splice(index, 1);
  }
  return wrong;
}

describe.each(MACHINE_CALLS.map((c) => [c.name, c] as const))('%s', (_name, call) => {
  const cases = Object.keys(STATUS_MACHINES[call.machine]).flatMap((status) =>
    variants(call).map((facts) => [status, facts] as const),
  );
  it.each(cases)('portal and mock agree in %s %j for every role', async (status, facts) => {
    expect(await walk(call, status, facts)).toEqual([]);
  });
});

describe("DEA report (03 §4): CHECKED is the head's check, not an opening", () => {
  /** A fresh copy of a DEA report in `status`, written by `author`. */
  const placeReport = (status: string, author: string) => {
    const model = first(store.data.deaReports, () => true, 'DEA report');
    const report = {
      ...structuredClone(model),
      id: store.nextId(),
      status,
      author,
    } as typeof model;
    store.data.deaReports.push(report);
    return report;
  };

  it.each(Object.keys(STATUS_MACHINES.deaReport))(
    'PUT …/check from %s: done exactly where the portal sends it',
    async (status) => {
      const wrong: string[] = [];
      for (const role of CALLERS) {
        // Written by someone else, so only role and status decide.
        const other = role === 'agent_dea' ? 'junior_agent_dea' : 'agent_dea';
        const report = placeReport(status, nickOf(store, other));
        const { response } = await (
          await tools.as(role)
        ).PUT('/api/v1/dea-reports/{id}/check', { params: { path: { id: report.id } } });
        const sent = canCheckDeaReport([role], status, report.author, nickOf(store, role));
        const expected = sent ? 200 : can('deaReportCheck', [role]) ? 409 : 403;
        const after = sent ? 'CHECKED' : status;
        if (response.status !== expected || report.status !== after)
          wrong.push(`${role}: ${response.status} ${report.status}, not ${expected} ${after}`);
        store.data.deaReports.splice(store.data.deaReports.indexOf(report), 1);
      }
      expect(wrong).toEqual([]);
    },
  );

  it("the author's own check is refused 403 and leaves it on check", async () => {
    const report = placeReport('ON_HEAD_CHECK', nickOf(store, 'head_dea'));
    expect(canCheckDeaReport(['head_dea'], report.status, report.author, report.author)).toBe(
      false,
    );
    const { response } = await (
      await tools.as('head_dea')
    ).PUT('/api/v1/dea-reports/{id}/check', { params: { path: { id: report.id } } });
    expect(response.status).toBe(403);
    expect(report.status).toBe('ON_HEAD_CHECK');
  });

  it('opening the report page, without a token or as any role, leaves it on check', async () => {
    const report = placeReport('ON_HEAD_CHECK', nickOf(store, 'agent_dea'));
    const open = (client: typeof tools.anon) =>
      client.GET('/api/v1/dea-reports/{id}/report', {
        params: { path: { id: report.id } },
        parseAs: 'text',
      });
    expect((await open(tools.anon)).response.status).toBe(200);
    for (const role of CALLERS)
      expect((await open(await tools.as(role))).response.status).toBe(200);
    expect(report.status).toBe('ON_HEAD_CHECK');
  });
});
