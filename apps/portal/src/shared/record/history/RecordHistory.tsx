import {
  formatDateTime,
  HISTORY_TEXT as T,
  historyFieldLabel,
  machineOfKind,
  recordKindOfRoute,
  statusLabel,
  type RecordKind,
} from '@fbi/domain';
import type { components } from '@fbi/api';
import { Stack } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { heading, muted } from '../../text.css.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { recordHistoryQueryOptions } from './api.ts';
import * as styles from './history.css.ts';

type RecordEvent = components['schemas']['RecordEvent'];

/** What happened, in a line: the event's kind, and for a status change the statuses' labels. */
function whatOf(kind: RecordKind, event: RecordEvent): string {
  const machine = machineOfKind(kind);
  const status = (value: string | null) => (machine ? statusLabel(machine, value) : (value ?? ''));
  switch (event.type) {
    case 'CREATED':
      return T.created;
    case 'EDITED':
      return T.edited;
    case 'COMMENTED':
      return T.commented;
    case 'DELETED':
      return T.deleted;
    case 'DECIDED':
    case 'STATUS_CHANGED':
      return T.transition(
        event.type === 'DECIDED' ? T.decided : T.statusChanged,
        status(event.fromStatus),
        status(event.toStatus),
      );
  }
}

function Event({ kind, event }: { kind: RecordKind; event: RecordEvent }) {
  return (
    <li className={styles.event}>
      <p className={styles.what}>{whatOf(kind, event)}</p>
      <p className={styles.meta}>{T.byAt(event.author, formatDateTime(event.createdAt))}</p>
      {event.comment && <p className={styles.comment}>{event.comment}</p>}
      {event.changes.length > 0 && (
        <ul className={styles.changes}>
          {event.changes.map((c) => (
            <li key={c.field}>
              {T.change(
                historyFieldLabel(kind, c.field) ?? T.otherField,
                c.before ?? T.emptyValue,
                c.after ?? T.emptyValue,
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function HistoryBody({ kind, id }: { kind: RecordKind; id: number }) {
  const query = useQuery({ ...recordHistoryQueryOptions(kind, id), meta: { silent: true } });
  if (query.isPending)
    return (
      <p className={muted} role="status">
        {T.loading}
      </p>
    );
  if (query.isError) return <LoadFailed query={query} title={T.failed} />;
  if (query.data === null) return <p className={muted}>{T.unavailable}</p>;
  if (query.data.length === 0) return <p className={muted}>{T.empty}</p>;
  return (
    <ol className={styles.events}>
      {query.data.map((event, i) => (
        // Events have no id of their own; the answer's order is stable.
        <Event key={`${event.createdAt}-${i}`} kind={kind} event={event} />
      ))}
    </ol>
  );
}

/**
 * A record's history (issue 26) for its dialog: the events of record `id` of the registry listed
 * at `path` (its `path:`, e.g. '/acts'), newest first, each with its author, time, comment and
 * the fields it changed (field: before → after, the registry's labels). Against a server without
 * the optional history operation (404) it says the history is unavailable, and nothing else
 * changes; a registry without a history kind shows nothing.
 */
export function RecordHistory({ path, id }: { path: string; id: number }) {
  const headingId = useId();
  const kind = recordKindOfRoute(path);
  if (!kind) return null;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <h3 id={headingId} className={heading}>
          {T.title}
        </h3>
        <HistoryBody kind={kind} id={id} />
      </Stack>
    </section>
  );
}
