import { describe, expect, it } from 'vitest';
import { compareAway, newlyWaiting, snapshotOf, type SeenRow, type Snapshot } from './compare.ts';
import { loadSnapshot, saveSnapshot, type SnapshotStorage } from './storage.ts';

const ME = 'Ivan_Petrov';
const AT = '2026-11-20T09:00:00.000Z';
const row = (
  id: number,
  status: string,
  author: string,
  comment: string | null = null,
): SeenRow => ({
  id,
  status,
  author,
  nick: author,
  comment,
});

/** What the browser saw at 9:00: my raport 10 on check, the head's list up to order 20. */
const before: Snapshot = snapshotOf(
  null,
  {
    raports: [row(10, 'ON_HEAD_CHECK', ME), row(9, 'APPROVED', 'Other_Agent')],
    orders: [row(20, 'ON_CHECK', 'Other_Agent')],
  },
  ME,
  AT,
);

describe('the away comparison (issue 26)', () => {
  it('reports my record returned with its comment', () => {
    const news = compareAway(
      before,
      {
        raports: [
          row(10, 'NEED_IMPROVE', ME, 'Нет доказательств'),
          row(9, 'APPROVED', 'Other_Agent'),
        ],
      },
      ME,
      [],
    );
    expect(news.decisions).toEqual([
      { kind: 'raports', id: 10, status: 'NEED_IMPROVE', nick: ME, comment: 'Нет доказательств' },
    ]);
    expect(news.fresh).toEqual([]);
  });

  it('reports a new record in a registry I review, not in one I only file in', () => {
    const lists = {
      orders: [row(31, 'ON_CHECK', 'New_Agent'), row(20, 'ON_CHECK', 'Other_Agent')],
      raports: [row(32, 'ON_HEAD_CHECK', 'New_Agent'), row(10, 'ON_HEAD_CHECK', ME)],
    };
    const news = compareAway(before, lists, ME, ['orders']);
    expect(news.fresh.map((l) => [l.kind, l.id])).toEqual([['orders', 31]]);
    expect(news.decisions).toEqual([]);
  });

  it('reports nothing when nothing changed, and nothing on a first visit', () => {
    const same = {
      raports: [row(10, 'ON_HEAD_CHECK', ME), row(9, 'APPROVED', 'Other_Agent')],
      orders: [row(20, 'ON_CHECK', 'Other_Agent')],
    };
    expect(compareAway(before, same, ME, ['orders'])).toEqual({ decisions: [], fresh: [] });
    const changed = { orders: [row(40, 'ON_CHECK', 'New_Agent')] };
    expect(compareAway(null, changed, ME, ['orders'])).toEqual({ decisions: [], fresh: [] });
  });

  it('reports a record I filed elsewhere that was decided since', () => {
    const news = compareAway(before, { orders: [row(33, 'APPROVED', ME)] }, ME, []);
    expect(news.decisions.map((l) => l.id)).toEqual([33]);
  });

  it('keeps what a list that did not answer looked like', () => {
    const next = snapshotOf(before, { orders: [row(21, 'ON_CHECK', 'X')] }, ME, AT);
    expect(next.lists.raports).toEqual(before.lists.raports);
    expect(next.lists.orders?.maxId).toBe(21);
  });
});

/** A storage that holds `room` characters in all. */
function storageOf(room: number): SnapshotStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => {
      if (v.length > room) throw new DOMException('full', 'QuotaExceededError');
      items.set(k, v);
    },
    removeItem: (k) => void items.delete(k),
  };
}

describe('the snapshot storage (issue 26)', () => {
  it('keeps a snapshot per user and reads it back', () => {
    const storage = storageOf(10_000);
    expect(saveSnapshot(storage, ME, before)).toBe(true);
    expect(loadSnapshot(storage, ME)).toEqual(before);
    expect(loadSnapshot(storage, 'Someone_Else')).toBeNull();
  });

  it('drops my own records when the storage is full, then the snapshot, without failing', () => {
    const small = JSON.stringify({
      at: AT,
      lists: { raports: { maxId: 10, mine: {} }, orders: { maxId: 20, mine: {} } },
    });
    const storage = storageOf(small.length);
    expect(saveSnapshot(storage, ME, before)).toBe(true);
    expect(loadSnapshot(storage, ME)?.lists.raports).toEqual({ maxId: 10, mine: {} });
    const full = storageOf(0);
    full.items.set('fbi:away:Ivan_Petrov', 'old');
    expect(saveSnapshot(full, ME, before)).toBe(false);
    expect(loadSnapshot(full, ME)).toBeNull();
  });

  it('reads an unreadable snapshot as none', () => {
    const storage = storageOf(10_000);
    storage.items.set('fbi:away:Ivan_Petrov', '{not json');
    expect(loadSnapshot(storage, ME)).toBeNull();
  });
});

describe('records moved into my queue (issue 26 notifications)', () => {
  it('an MW report approved since now waits on the warrant; unchanged and new ones do not count', () => {
    const moved = newlyWaiting(
      { mostWanted: [row(5, 'ON_SENIOR_CHECK', 'Other_Agent'), row(4, 'APPROVED', 'Agent_B')] },
      {
        mostWanted: [
          row(6, 'APPROVED', 'Agent_C'),
          row(5, 'APPROVED', 'Other_Agent'),
          row(4, 'APPROVED', 'Agent_B'),
        ],
      },
      ['general_counsel'],
    );
    expect(moved.map((line) => [line.kind, line.id, line.status])).toEqual([
      ['mostWanted', 5, 'APPROVED'],
    ]);
  });
});
