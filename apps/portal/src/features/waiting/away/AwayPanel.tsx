import { AWAY_TEXT as T, formatDateTime, statusLabel, WAITING_KINDS } from '@fbi/domain';
import { Button, EmptyState, Link, Modal, Skeleton } from '@fbi/ui';
import { useId, type ReactNode } from 'react';
import { registryTitle, waitingHref } from '../WaitingQueue.tsx';
import * as waiting from '../waiting.css.ts';
import type { AwayLine } from './compare.ts';
import { lineKey, type AwayState } from './useAwayCompare.ts';
import * as styles from './away.css.ts';

/** One part of the panel: its heading and its lines, each a link to its record. */
function Section({
  title,
  lines,
  children,
}: {
  title: string;
  lines: readonly AwayLine[];
  children: (line: AwayLine) => ReactNode;
}) {
  const id = useId();
  if (lines.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {title}
      </h3>
      <ul className={waiting.list} aria-labelledby={id}>
        {lines.map((line) => (
          <li key={lineKey(line)} className={waiting.row}>
            <span className={styles.line}>{children(line)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The body of «Пока вас не было» (issue 26): the decisions on the caller's records (the new
 * status, the comment and who decided where known) and the new records where the caller
 * reviews, each a link to its record (`?open=`) that runs `onChoose`; the lists that did not
 * answer; the time of the compared visit; "nothing new", or a loading line before the first
 * comparison has answered.
 */
export function AwayBody({ state, onChoose }: { state: AwayState; onChoose: () => void }) {
  const { news, since, failed, deciders } = state;
  if (news === null)
    return (
      <div role="status">
        {T.loading}
        <Skeleton height="3em" />
      </div>
    );
  const empty = news.decisions.length === 0 && news.fresh.length === 0;
  return (
    <>
      {failed > 0 && <p role="alert">{T.failed(failed)}</p>}
      {since !== null && <p className={waiting.meta}>{T.since(formatDateTime(since))}</p>}
      <Section title={T.decisions} lines={news.decisions}>
        {(line) => {
          const decider = deciders[lineKey(line)];
          const comment = decider?.comment ?? line.comment;
          return (
            <>
              <Link href={waitingHref(line)} onPress={onChoose}>
                {T.decision(
                  registryTitle(line.kind),
                  line.id,
                  statusLabel(WAITING_KINDS[line.kind].machine, line.status),
                )}
              </Link>
              {comment && <span>{T.comment(comment)}</span>}
              {decider && <span className={waiting.meta}>{T.decidedBy(decider.by)}</span>}
            </>
          );
        }}
      </Section>
      <Section title={T.newRecords} lines={news.fresh}>
        {(line) => (
          <Link href={waitingHref(line)} onPress={onChoose}>
            {T.newRecord(registryTitle(line.kind), line.id, line.nick)}
          </Link>
        )}
      </Section>
      {empty && <EmptyState title={T.nothing} />}
    </>
  );
}

/** The «Пока вас не было» dialog over {@link AwayBody}; `onClose` when it is dismissed. */
export function AwayPanel({ state, onClose }: { state: AwayState; onClose: () => void }) {
  return (
    <Modal
      title={T.title}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={({ close }) => (
        <Button variant="secondary" onPress={close}>
          {T.close}
        </Button>
      )}
    >
      {({ close }) => <AwayBody state={state} onChoose={close} />}
    </Modal>
  );
}
