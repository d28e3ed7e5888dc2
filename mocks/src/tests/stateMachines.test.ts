// @vitest-environment node
/**
 * Issue 3: for every status machine, each allowed transition by an allowed role succeeds, a
 * disallowed role gets 403, and a disallowed source status gets 409 with a Russian message.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@fbi/domain';
import { createTools } from './contract/tools.ts';
import { setupMockServer } from './harness.ts';
import { TRANSITIONS, type Stateful, type Transition } from './transitions.ts';

const { server } = setupMockServer();
const tools = createTools(server.store);
const used = new Set<number>();

/** A record of the transition's collection, not used by another case, put into `status`. */
function prepare(t: Transition, status: string, username: string): Stateful {
  const list = server.store.data[t.collection] as unknown as Stateful[];
  const record = list.find((r) => !used.has(r.id) && (t.filter?.(r) ?? true));
  if (!record) throw new Error(`no spare record in ${t.collection}`);
  used.add(record.id);
  record[t.field ?? 'status'] = status;
  // Acts change on the clock (logic/actClock.ts): a placed act is filed now, its deadline ahead.
  if ('executeBy' in record) {
    const now = server.store.now();
    record.createdAt = new Date(now).toISOString();
    record.executeBy = new Date(now + 3 * 86_400_000).toISOString();
  }
  t.arrange?.(record, server.store, username);
  return record;
}

describe.each(TRANSITIONS.map((t) => [t.name, t] as const))('%s', (_name, t) => {
  it(`${t.from} → ${t.to ?? '(deleted)'} by ${t.allowed}`, async () => {
    const record = prepare(t, t.from, t.allowed);
    const { response, error } = await t.invoke(await tools.as(t.allowed), record.id);
    expect(response.status, JSON.stringify(error)).toBeLessThan(300);
    if (t.to) {
      const list = server.store.data[t.collection] as unknown as Stateful[];
      expect(list.find((r) => r.id === record.id)?.[t.field ?? 'status']).toBe(t.to);
    }
  });

  // A transition any staff role may make has no role to refuse; its 403 case does not exist.
  const denied = t.denied;
  if (denied !== null) {
    it(`403 for ${denied}`, async () => {
      const record = prepare(t, t.from, denied);
      const { response, error } = await t.invoke(await tools.as(denied), record.id);
      expect(response.status).toBe(403);
      expect(error).toEqual({ type: 'FORBIDDEN', message: MESSAGES.noAccess });
    });
  }

  it(`409 from ${t.bad}`, async () => {
    const record = prepare(t, t.bad, t.allowed);
    const { response, error } = await t.invoke(await tools.as(t.allowed), record.id);
    expect(response.status, JSON.stringify(error)).toBe(409);
    expect(error).toMatchObject({ type: 'CONFLICT', message: expect.stringMatching(/[а-яё]/i) });
  });
});
