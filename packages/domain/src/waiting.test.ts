import { describe, expect, it } from 'vitest';
import { WAITING_TEXT } from './texts/waiting.ts';
import {
  actionableFor,
  byKindThenOldest,
  WAITING_KIND_LIST,
  WAITING_KINDS,
  waitingAge,
  waitingKindOfRoute,
  waitingKindsFor,
} from './waiting.ts';

describe('actionableFor (issue 12, from the machines of 01–03 §4)', () => {
  it.each([
    ['raports', 'ON_HEAD_CHECK', 'NEED_IMPROVE', 'head_cid'],
    ['intelligence', 'ON_HEAD_CHECK', 'NEED_IMPROVE', 'head_intelligence'],
    ['ibRaports', 'ON_HEAD_CHECK', 'NEED_IMPROVE', 'head_intelligence'],
    ['nationalSecurity', 'ON_INSPECTOR_CHECK', 'NEED_IMPROVE', 'national_security_inspector'],
  ] as const)(
    'a %s record waits on the reviewer in %s, and on its author once sent back (%s, issue 26 route)',
    (kind, review, sentBack, reviewer) => {
      expect(actionableFor(kind, review, [reviewer])).toBe(true);
      expect(actionableFor(kind, sentBack, [reviewer])).toBe(false);
    },
  );
  it('an MW report ON_SENIOR_CHECK waits on head_cid, not on an agent', () => {
    expect(actionableFor('mostWanted', 'ON_SENIOR_CHECK', ['head_cid'])).toBe(true);
    expect(actionableFor('mostWanted', 'ON_SENIOR_CHECK', ['agent_cid'])).toBe(false);
    expect(actionableFor('mostWanted', 'SUSPECT_CAUGHT', ['head_cid'])).toBe(false);
    // 01 §4: the senior may send back a report in rework, but it waits on the agent there.
    expect(actionableFor('mostWanted', 'NEED_IMPROVE', ['head_cid'])).toBe(false);
    expect(actionableFor('mostWanted', 'APPROVED', ['general_counsel'])).toBe(true);
  });

  it('a laboratory request from the database waits too (approved, not taken)', () => {
    expect(actionableFor('laboratory', 'ON_CHECK', ['criminalist'], { isDb: true })).toBe(true);
    expect(actionableFor('laboratory', 'DONE', ['criminalist'])).toBe(false);
  });

  it('an executed act does not wait on its executor (executing again changes nothing)', () => {
    expect(actionableFor('acts', 'AWAIT_IN_GAME', ['hr_inspector'])).toBe(true);
    expect(actionableFor('acts', 'EXECUTED', ['hr_inspector'])).toBe(false);
  });
});

describe('waitingKindsFor', () => {
  it('asks only the registries the caller decides on', () => {
    expect(waitingKindsFor(['general_counsel'], null)).toEqual(['orders', 'mostWanted']);
    expect(waitingKindsFor(['user'], null)).toEqual([]);
    expect(waitingKindsFor(['agent_cid'], null)).toEqual([]);
  });

  it('maps a sidebar route to its kind', () => {
    expect(waitingKindOfRoute('/inactive')).toBe('inactivity');
    expect(waitingKindOfRoute('/team')).toBeUndefined();
  });
});

describe('waitingAge (issue 26)', () => {
  const now = Date.parse('2026-11-20T12:00:00+03:00');
  const ago = (hours: number) => new Date(now - hours * 3_600_000).toISOString();

  it('counts whole days, and hours within the first day', () => {
    expect(waitingAge('acts', ago(3 * 24 + 5), now)).toEqual({ days: 3, hours: 77, overdue: true });
    expect(waitingAge('acts', ago(5), now)).toMatchObject({ days: 0, hours: 5, overdue: false });
    expect(waitingAge('acts', null, now)).toBeNull();
    expect(waitingAge('acts', 'not a date', now)).toBeNull();
  });

  it('marks a record overdue from its kind’s threshold on', () => {
    expect(WAITING_KINDS.orders.overdueDays).toBe(1);
    expect(waitingAge('orders', ago(23), now)?.overdue).toBe(false);
    expect(waitingAge('orders', ago(24), now)?.overdue).toBe(true);
    expect(waitingAge('raports', ago(4 * 24), now)?.overdue).toBe(false);
    expect(waitingAge('raports', ago(5 * 24), now)?.overdue).toBe(true);
  });

  it('says the age in Russian with its plural', () => {
    expect(WAITING_TEXT.age(3, 77)).toBe('3 дня');
    expect(WAITING_TEXT.age(5, 120)).toBe('5 дней');
    expect(WAITING_TEXT.age(21, 504)).toBe('21 день');
    expect(WAITING_TEXT.age(0, 1)).toBe('1 час');
    expect(WAITING_TEXT.age(0, 22)).toBe('22 часа');
    expect(WAITING_TEXT.age(0, 0)).toBe('меньше часа');
  });

  it('every kind has a threshold of at least a day', () => {
    for (const kind of WAITING_KIND_LIST)
      expect(WAITING_KINDS[kind].overdueDays).toBeGreaterThan(0);
  });
});

describe('byKindThenOldest (issue 26)', () => {
  it('orders by the sidebar’s registries, then the longest wait first, unknown last', () => {
    const records = [
      { kind: 'acts', since: '2026-11-19T10:00:00Z', id: 1 },
      { kind: 'orders', since: '2026-11-18T10:00:00Z', id: 2 },
      { kind: 'acts', since: null, id: 3 },
      { kind: 'acts', since: '2026-11-10T10:00:00Z', id: 4 },
      { kind: 'orders', since: '2026-11-01T10:00:00Z', id: 5 },
    ] as const;
    expect([...records].sort(byKindThenOldest).map((r) => r.id)).toEqual([5, 2, 4, 1, 3]);
  });
});
