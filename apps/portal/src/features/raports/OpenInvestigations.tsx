import {
  formatDateTime,
  INVESTIGATION_PARAM,
  INVESTIGATIONS_TEXT as T,
  RAPORTS_TEXT,
} from '@fbi/domain';
import { useQuery } from '@tanstack/react-query';
import { parseAsInteger, useQueryState } from 'nuqs';
import { useState } from 'react';
import {
  mayReadInvestigative,
  openInvestigationsQueryOptions,
  type InvestigativeKind,
} from '../../shared/investigativeQueries.ts';
import { LoadFailed } from '../../shared/record/LoadFailed.tsx';
import { LIST_REFRESH_MS } from '../../shared/registry/refresh.ts';
import { useSession } from '../../shared/useSession.ts';
import * as styles from './raports.css.ts';

/**
 * The open investigations of a kind, folded above its report list (issue 24: a started
 * investigation shows somewhere; 01 §7 `GET …/opened`, read as the kind's reports are): the
 * summary counts them; unfolded, newest first, each shows its number, faction, joint mark or
 * branch, who started it and when (Moscow time). A link's `?investigation=<id>` unfolds the list
 * and marks that one. Refreshed as the list is (every LIST_REFRESH_MS while visible, and on
 * showing the tab). Folded by default so that on a phone the first report stays in view.
 */
export function OpenInvestigations({ kind }: { kind: InvestigativeKind }) {
  const { roles } = useSession();
  const mayRead = mayReadInvestigative(kind, roles);
  const [linked] = useQueryState(INVESTIGATION_PARAM, parseAsInteger);
  const [unfolded, setUnfolded] = useState(linked !== null);
  // A link followed while the page is open (a toast's «Открыть») unfolds the list too.
  const [shownLink, setShownLink] = useState(linked);
  if (linked !== shownLink) {
    setShownLink(linked);
    if (linked !== null) setUnfolded(true);
  }
  const query = useQuery({
    ...openInvestigationsQueryOptions(kind),
    refetchInterval: LIST_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    enabled: mayRead,
  });
  if (!mayRead) return null;
  // Newest first, as every list: a just-started investigation, the toast's link, is on top.
  const open = query.data?.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <details
      className={styles.openInvestigations}
      open={unfolded}
      onToggle={(event) => setUnfolded(event.currentTarget.open)}
    >
      <summary className={styles.summary}>
        {open ? T.openTitle(open.length) : query.isError ? T.openLoadFailed : T.openLoading}
      </summary>
      {query.isError ? (
        <LoadFailed query={query} title={T.openLoadFailed} />
      ) : open?.length === 0 ? (
        <p className={styles.muted}>{T.noneOpen}</p>
      ) : (
        <ul className={styles.investigations}>
          {open?.map((inv) => (
            <li
              key={inv.id}
              className={styles.investigation}
              aria-current={inv.id === linked ? 'true' : undefined}
            >
              <span>
                {RAPORTS_TEXT.investigationOption(inv.id, inv.faction, inv.isJoint)}
                {!inv.isJoint && inv.direction && ` · ${inv.direction}`}
              </span>
              <span className={styles.muted}>
                {T.openStarted(inv.author, formatDateTime(inv.createdAt))}
              </span>
              {inv.id === linked && <span className={styles.linked}>{T.openLinked}</span>}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
