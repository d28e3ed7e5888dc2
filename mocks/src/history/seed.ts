/**
 * A plausible history of a seeded record (issue 26), derived from the record itself rather than
 * stored, so the seed and the persisted store stay their size: its filing by its author, then the
 * fewest actions of its status machine (01 §4, 02 §4, 03 §4) that lead to its status, each by the
 * first member whose roles may take it (or the record's own approver or executor), spread over the
 * time since filing; the last one carries the record's comment.
 */
import {
  historyCommentFields,
  initialStatus,
  isAllowed,
  isDecision,
  machineOfKind,
  MACHINES,
  pathToStatus,
  type MachineStep,
  type RecordKind,
  type Transition,
} from '@fbi/domain';
import { clientRoles } from '../store/roles.ts';
import type { Store } from '../store/store.ts';
import type { HistoryEventRecord } from '../store/types.ts';
import type { KindRecord } from './kinds.ts';

const HOUR_MS = 3_600_000;

/** The first text among `fields` of the record, or null. */
function textOf(record: KindRecord, fields: readonly string[]): string | null {
  for (const field of fields) {
    const value = record[field];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/** Who took a step: the record's own decider where it names one, else the first member allowed. */
function actorOf(store: Store, record: KindRecord, transition: Transition<string> | undefined) {
  const named = textOf(record, ['approver', 'executor', 'executionAuthor']);
  if (named) return named;
  const member =
    transition && store.data.members.find((m) => isAllowed(transition.who, clientRoles(m.roles)));
  return member?.nick ?? textOf(record, ['author', 'nick']) ?? '';
}

/**
 * The seeded events of `record` of `kind`, newest first: its filing and the status steps that
 * lead to its status. A status no action leads to (one the server sets itself) is one change.
 */
export function seededHistory(
  store: Store,
  kind: RecordKind,
  record: KindRecord,
): HistoryEventRecord[] {
  const filedAt = Date.parse(textOf(record, ['createdAt', 'date', 'dueDate']) ?? '');
  const start = Number.isNaN(filedAt) ? store.now() : Math.min(filedAt, store.now());
  const base = { kind, recordId: record.id, changes: [] };
  const events: HistoryEventRecord[] = [
    {
      ...base,
      type: 'CREATED',
      author: textOf(record, ['author', 'nick']) ?? '',
      createdAt: new Date(start).toISOString(),
      comment: null,
      fromStatus: null,
      toStatus: null,
    },
  ];
  const machine = machineOfKind(kind);
  const status = typeof record.status === 'string' ? record.status : null;
  if (machine && status) {
    const steps: MachineStep[] = pathToStatus(machine, status) ?? [
      { action: '', from: initialStatus(machine), to: status },
    ];
    const table: Readonly<Record<string, Transition<string>>> = MACHINES[machine];
    // Spread the steps over the time since filing, an hour apart at most.
    const gap = Math.min(HOUR_MS, (store.now() - start) / (steps.length + 1));
    const comment = textOf(record, historyCommentFields(kind));
    steps.forEach((step, i) => {
      events.push({
        ...base,
        type: isDecision(kind, step.from, step.to) ? 'DECIDED' : 'STATUS_CHANGED',
        author: actorOf(store, record, table[step.action]),
        createdAt: new Date(start + gap * (i + 1)).toISOString(),
        comment: i === steps.length - 1 ? comment : null,
        fromStatus: step.from,
        toStatus: step.to,
      });
    });
  }
  return events.reverse();
}
