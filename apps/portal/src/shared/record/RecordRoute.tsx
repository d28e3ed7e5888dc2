import {
  callerLine,
  chatMessage,
  recordRoute,
  ROUTE_TEXT,
  statusLabel,
  waitsLine,
} from '@fbi/domain';
import { Button } from '@fbi/ui';
import { useId } from 'react';
import { copyWithToast } from '../clipboard.ts';
import { useRecordHref } from '../registry/CopyLinkButton.tsx';
import { useSession } from '../useSession.ts';
import type { RecordTrail } from './recordTrail.ts';
import * as styles from './recordRoute.css.ts';

/**
 * A record's route under its view (issue 26), from its machine alone (`recordRoute` of the
 * domain): the statuses it went through up to the current one, who acts next («Ждёт: …»), one
 * line on why the caller cannot act where that is so, and «Скопировать для чата», which copies a
 * one-line message with the record's kind, nick, status, who acts next and link.
 */
export function RecordRoute({ trail }: { trail: RecordTrail }) {
  const { roles } = useSession();
  const headingId = useId();
  const href = useRecordHref(trail.path, trail.id);
  const route = recordRoute(trail.machine, trail.status);
  const waits = waitsLine(route);
  const why = callerLine(route, roles);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {ROUTE_TEXT.title}
      </h3>
      {route.path.length > 0 && (
        <ol className={styles.steps} aria-label={ROUTE_TEXT.steps}>
          {route.path.map((status, i) =>
            i === route.path.length - 1 ? (
              <li key={status} className={styles.current} aria-current="step">
                {statusLabel(trail.machine, status)}
              </li>
            ) : (
              <li key={status}>{statusLabel(trail.machine, status)}</li>
            ),
          )}
        </ol>
      )}
      {waits !== null && <p className={styles.waits}>{waits}</p>}
      {why !== null && why !== waits && <p className={styles.why}>{why}</p>}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onPress={() =>
            void copyWithToast(
              chatMessage(route, trail.nick, href),
              ROUTE_TEXT.chatCopied,
              ROUTE_TEXT.chatCopyFailed,
            )
          }
        >
          {ROUTE_TEXT.copyForChat}
        </Button>
      </div>
    </section>
  );
}
