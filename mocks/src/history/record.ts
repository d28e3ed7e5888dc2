/**
 * Records a history event on every create, update, status change and removal of a registry's
 * record (issue 26), in one place: the route wrapper (http/route.ts) snapshots the collections a
 * call may change before it runs and compares them after it succeeded, so no handler records
 * anything itself.
 */
import { historyCommentFields, isDecision, type RecordKind } from '@fbi/domain';
import type { Schemas } from '../store/types.ts';
import type { Store } from '../store/store.ts';
import type { HistoryEventRecord } from '../store/types.ts';
import { KIND_STORES, kindsOfPath, type KindRecord } from './kinds.ts';
import { seededHistory } from './seed.ts';
import { shownValue } from './values.ts';

/** An event's parts that only some types fill. */
const EMPTY = { comment: null, fromStatus: null, toStatus: null, changes: [] };

/** Fields no person edits: the record's identity and filing time. */
const FIXED_FIELDS = new Set(['id', 'createdAt']);

/** The records of a kind in the store, by reference. */
export function recordsOf(store: Store, kind: RecordKind): readonly KindRecord[] {
  return store.data[KIND_STORES[kind].collection] as unknown as readonly KindRecord[];
}

/** A deep copy of every record of a kind, by id: handlers change records in place. */
function snapshot(store: Store, kind: RecordKind): Map<number, KindRecord> {
  return new Map(
    recordsOf(store, kind).map((r) => [r.id, JSON.parse(JSON.stringify(r)) as KindRecord]),
  );
}

/** True when the stored values differ (compared as JSON: lists and rows by content). */
function differs(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) !== JSON.stringify(b ?? null);
}

/** The events one change of one record makes (none when nothing a person sees changed). */
function eventsOfUpdate(kind: RecordKind, before: KindRecord, after: KindRecord) {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...fields].filter((f) => !FIXED_FIELDS.has(f) && differs(before[f], after[f]));
  const commentField = historyCommentFields(kind).find((f) => changed.includes(f));
  const comment = commentField === undefined ? null : shownValue(after[commentField]);
  const statusChanged = changed.includes('status');
  const edits: Schemas['FieldChange'][] = changed
    .filter((f) => f !== 'status' && !(f === commentField && (statusChanged || isOnly(changed, f))))
    .map((f) => ({ field: f, before: shownValue(before[f]), after: shownValue(after[f]) }));
  const events: Omit<Schemas['RecordEvent'], 'author' | 'createdAt'>[] = [];
  if (statusChanged) {
    // What a decision sets besides the status (the approver, the executor…) is shown with it.
    const from = typeof before.status === 'string' ? before.status : null;
    const to = typeof after.status === 'string' ? after.status : null;
    const type = isDecision(kind, from, to) ? 'DECIDED' : 'STATUS_CHANGED';
    events.push({ ...EMPTY, type, comment, fromStatus: from, toStatus: to, changes: edits });
  } else if (commentField !== undefined && isOnly(changed, commentField)) {
    events.push({ ...EMPTY, type: 'COMMENTED', comment });
  } else if (edits.length > 0) {
    events.push({ ...EMPTY, type: 'EDITED', changes: edits });
  }
  return events;
}

function isOnly(changed: readonly string[], field: string): boolean {
  return changed.length === 1 && changed[0] === field;
}

/** The stored events of one record. */
export function storedEvents(store: Store, kind: RecordKind, id: number): HistoryEventRecord[] {
  return store.data.history.filter((e) => e.kind === kind && e.recordId === id);
}

/**
 * Starts watching a call on `path` (a mutation of the contract): snapshots the kinds it may
 * change and returns what to run once it has succeeded, with the caller's nick, to store the
 * events; null for a path outside every registry. A seeded record's derived history is stored
 * first, from its state before the call, so its story stays whole.
 */
export function watchChange(store: Store, path: string): ((author: string) => void) | null {
  const kinds = kindsOfPath(path);
  if (kinds.length === 0) return null;
  const before = new Map(kinds.map((k) => [k, snapshot(store, k)]));
  return (author) => {
    const createdAt = new Date(store.now()).toISOString();
    for (const kind of kinds) {
      const was = before.get(kind) ?? new Map<number, KindRecord>();
      const add = (recordId: number, event: Omit<Schemas['RecordEvent'], 'author' | 'createdAt'>) =>
        store.data.history.push({ ...event, author, createdAt, kind, recordId });
      const seen = new Set<number>();
      for (const record of recordsOf(store, kind)) {
        seen.add(record.id);
        const old = was.get(record.id);
        if (!old) {
          add(record.id, { ...EMPTY, type: 'CREATED' });
          continue;
        }
        const events = eventsOfUpdate(kind, old, record);
        if (events.length === 0) continue;
        keepSeeded(store, kind, old);
        for (const event of events) add(record.id, event);
      }
      for (const [id, old] of was) {
        if (seen.has(id)) continue;
        keepSeeded(store, kind, old);
        add(id, { ...EMPTY, type: 'DELETED' });
      }
    }
  };
}

/** Stores a seeded record's derived history (oldest first) before its first recorded change. */
function keepSeeded(store: Store, kind: RecordKind, record: KindRecord): void {
  if (storedEvents(store, kind, record.id).length > 0) return;
  store.data.history.push(...seededHistory(store, kind, record).reverse());
}

/** A record's history, newest first: stored events, or the derived one of an unchanged seed. */
export function historyOf(store: Store, kind: RecordKind, id: number): HistoryEventRecord[] {
  const stored = storedEvents(store, kind, id);
  if (stored.length > 0) return stored.reverse();
  const record = recordsOf(store, kind).find((r) => r.id === id);
  return record ? seededHistory(store, kind, record) : [];
}
