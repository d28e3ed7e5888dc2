import {
  formatDate,
  recordHref,
  routeTitle,
  statusLabel,
  statusTone,
  waitingAge,
  WAITING_KINDS,
  WAITING_TEXT,
  type WaitingKind,
} from '@fbi/domain';
import { Button, EmptyState, Link, Modal, Skeleton, StatusBadge } from '@fbi/ui';
import { useState } from 'react';
import type { WaitingRecord } from './api.ts';
import { WaitingCount } from './WaitingBadge.tsx';
import { useWaiting } from './useWaiting.ts';
import * as styles from './waiting.css.ts';

/**
 * Lists whose screens take a `nick` filter in the URL (02 §2.1 acts: offender, 02 §2.8 national
 * security, 03 §2 /laboratory: author): the record opens over its person's rows.
 */
const NICK_FILTERED: ReadonlySet<WaitingKind> = new Set(['acts', 'nationalSecurity', 'laboratory']);

/** A record of the queue or the away panel opens itself (its list's `?open=<id>`, issue 24). */
export function waitingHref(record: Pick<WaitingRecord, 'kind' | 'id' | 'nick'>): string {
  return recordHref(
    WAITING_KINDS[record.kind].route,
    record.id,
    NICK_FILTERED.has(record.kind) ? record.nick : undefined,
  );
}

/** The title of `kind`'s registry (its route's), as the queue, the away panel and notifications name it. */
export function registryTitle(kind: WaitingKind): string {
  const { route } = WAITING_KINDS[kind];
  return routeTitle(route) ?? route;
}

/** How long a record has waited («ждёт 3 дня»), marked «Долго ждёт» past its registry's threshold. */
function WaitedFor({ record, now }: { record: WaitingRecord; now: number }) {
  const age = waitingAge(record.kind, record.since, now);
  if (!age) return null;
  return (
    <>
      {' · '}
      {WAITING_TEXT.waited(WAITING_TEXT.age(age.days, age.hours))}
      {age.overdue && <span className={styles.overdue}>{WAITING_TEXT.overdue}</span>}
    </>
  );
}

/**
 * The queue's body: the records by registry, the longest waiting first in each, with how long
 * each has waited (issue 26); a line per registry that failed, or the empty text; below them a
 * loading line while a registry has not answered yet.
 */
export function WaitingList({ onChoose }: { onChoose?: () => void }) {
  const { records, failed, isPending } = useWaiting();
  // The ages are counted from when the queue opened: it is read in a glance, then closed.
  const [now] = useState(Date.now);
  return (
    <>
      {failed.map((kind) => (
        <p key={kind} role="alert">
          {WAITING_TEXT.failed(registryTitle(kind))}
        </p>
      ))}
      {records.length > 0 ? (
        <ul className={styles.list} aria-label={WAITING_TEXT.list}>
          {records.map((r) => {
            const { machine } = WAITING_KINDS[r.kind];
            return (
              <li key={`${r.kind}:${r.id}`} className={styles.row}>
                <span>
                  <Link href={waitingHref(r)} onPress={onChoose}>
                    {WAITING_TEXT.record(registryTitle(r.kind), r.id)}
                  </Link>{' '}
                  <span className={styles.meta}>
                    {r.nick} · {formatDate(r.date)}
                    <WaitedFor record={r} now={now} />
                  </span>
                </span>
                <StatusBadge
                  label={statusLabel(machine, r.status)}
                  tone={statusTone(machine, r.status)}
                  // A long status wraps inside the record on a phone (390 px).
                  wraps
                />
              </li>
            );
          })}
        </ul>
      ) : (
        !isPending && <EmptyState title={WAITING_TEXT.empty} />
      )}
      {/* The lists answer one after another (api.ts): the records so far are shown, with
          this line below them until the last list has answered. */}
      {isPending && (
        <div role="status">
          {WAITING_TEXT.loading}
          <Skeleton height="3em" />
        </div>
      )}
    </>
  );
}

/**
 * The sidebar's 'Ждут меня' button with the total count, opening the queue of records that wait
 * on the caller across registries (issue 12). The routes are fixed by 01 §2, so the queue is a
 * modal, not a page. `onChoose` runs when a record is chosen (the phone drawer closes on it).
 */
export function WaitingQueue({ onChoose }: { onChoose?: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const { records, kinds } = useWaiting();
  const n = records.length;
  // A caller who decides on no registry gets no queue button at all.
  if (kinds.length === 0) return null;
  return (
    <>
      {/* The count sits beside the button, not in it: axe wants a button's visible text in its name. */}
      <span>
        <Button variant="secondary" size="sm" onPress={() => setOpen(true)}>
          {WAITING_TEXT.open}
        </Button>
        {n > 0 && <WaitingCount n={n} />}
      </span>
      <Modal
        title={WAITING_TEXT.title}
        isOpen={isOpen}
        onOpenChange={setOpen}
        footer={({ close }) => (
          <Button variant="secondary" onPress={close}>
            {WAITING_TEXT.close}
          </Button>
        )}
      >
        {({ close }) => (
          <WaitingList
            onChoose={() => {
              close();
              onChoose?.();
            }}
          />
        )}
      </Modal>
    </>
  );
}
