/**
 * The «Пока вас не было» comparison as it runs in the page (issue 26): on login (the watcher's
 * mount) and when the tab shows again after AWAY_AFTER_MS or more, the lists of `awayKindsFor`
 * are asked one after another and compared with this browser's snapshot for the user; the
 * snapshot is kept after each comparison and again when the tab is hidden or the user leaves,
 * from what the lists answered last. Decisions are then completed from the records' history
 * where the server has it (who decided, the comment); a server without it answers 404 and the
 * lists' own comments stay.
 */
import { AWAY_AFTER_MS, awayKindsFor, waitingKindsFor, type Role } from '@fbi/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { recordHistoryQueryOptions } from '../../../shared/record/history/api.ts';
import { compareAway, snapshotOf, type AwayLine, type AwayNews, type Snapshot } from './compare.ts';
import { openAwayPanelIfIdle } from './dialogs.ts';
import { askLists, cachedLists } from './lists.ts';
import { loadSnapshot, saveSnapshot } from './storage.ts';

/** Who took a decision and with which comment, read from the record's history. */
export interface Decider {
  by: string;
  comment: string | null;
}

/** What the panel shows. */
export interface AwayState {
  /** What the last comparison found; null until one has answered. */
  news: AwayNews | null;
  /** When the compared snapshot was taken (ISO); null on a first visit. */
  since: string | null;
  /** How many lists did not answer the last comparison. */
  failed: number;
  /** Who decided, per {@link lineKey}, where the history says. */
  deciders: Readonly<Record<string, Decider>>;
}

/** The key of a panel line in {@link AwayState.deciders}. */
export const lineKey = (line: Pick<AwayLine, 'kind' | 'id'>) => `${line.kind}:${line.id}`;

/** The most decisions whose history is asked per comparison: one call each. */
const MAX_HISTORIES = 10;

/**
 * Who took each of `decisions` since `since`, from the records' histories, newest decision
 * first; stops at the first 404 (a server without the extension) and skips a failed call.
 */
async function decidersOf(
  client: QueryClient,
  decisions: readonly AwayLine[],
  since: string | null,
): Promise<Record<string, Decider>> {
  const deciders: Record<string, Decider> = {};
  const after = since === null ? -Infinity : Date.parse(since);
  for (const line of decisions.slice(0, MAX_HISTORIES)) {
    let events;
    try {
      events = await client.fetchQuery({
        ...recordHistoryQueryOptions(line.kind, line.id),
        meta: { silent: true },
      });
    } catch {
      continue;
    }
    if (events === null) break;
    const event = events.find(
      (e) =>
        (e.type === 'DECIDED' || e.type === 'STATUS_CHANGED') &&
        e.toStatus === line.status &&
        Date.parse(e.createdAt) > after,
    );
    if (event) deciders[lineKey(line)] = { by: event.author, comment: event.comment };
  }
  return deciders;
}

/**
 * Runs `run` once no dialog is open: the panel does not stack over a record or a form the user is
 * in (a login opened with a record's link, a tab shown again mid-form), it waits for it to close.
 * Returns a function that stops waiting.
 */
function whenNoDialog(run: () => void): () => void {
  const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
  if (!dialogOpen()) {
    run();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (dialogOpen()) return;
    observer.disconnect();
    run();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

const nothingYet: AwayState = { news: null, since: null, failed: 0, deciders: {} };

/**
 * Compares for the signed-in `nick` with `roles` and `rang` (see the module), opening the panel
 * when a comparison finds a decision or a new record and no other of its dialogs is open.
 * Returns what the last comparison found.
 */
export function useAwayCompare(
  nick: string,
  roles: readonly Role[],
  rang: string | null,
): AwayState {
  const client = useQueryClient();
  const [state, setState] = useState<AwayState>(nothingYet);
  useEffect(() => {
    const kinds = awayKindsFor(roles, rang);
    const reviewed = waitingKindsFor(roles, rang);
    let alive = true;
    let stopWaiting = () => {};
    // The snapshot of the last comparison: null until one has answered, so a hide before that
    // keeps the stored one rather than taking what little the cache holds for it.
    let latest: Snapshot | null = null;
    const keep = () => {
      if (!latest) return;
      latest = snapshotOf(
        latest,
        cachedLists(client, kinds, roles),
        nick,
        new Date().toISOString(),
      );
      saveSnapshot(localStorage, nick, latest);
    };
    const compare = async () => {
      const previous = loadSnapshot(localStorage, nick);
      const { lists, failed } = await askLists(client, kinds, roles);
      if (!alive) return;
      const news = compareAway(previous, lists, nick, reviewed);
      latest = snapshotOf(previous, lists, nick, new Date().toISOString());
      saveSnapshot(localStorage, nick, latest);
      const since = previous?.at ?? null;
      setState({ news, since, failed, deciders: {} });
      if (news.decisions.length + news.fresh.length > 0)
        stopWaiting = whenNoDialog(openAwayPanelIfIdle);
      const deciders = await decidersOf(client, news.decisions, since);
      if (alive && Object.keys(deciders).length > 0)
        setState((s) => (s.news === news ? { ...s, deciders } : s));
    };
    // A tab opened in the background compares once it is first shown.
    let hiddenAt: number | null = document.visibilityState === 'hidden' ? -Infinity : null;
    if (hiddenAt === null) void compare();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        keep();
      } else if (hiddenAt !== null) {
        if (Date.now() - hiddenAt >= AWAY_AFTER_MS) void compare();
        hiddenAt = null;
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', keep);
    return () => {
      alive = false;
      stopWaiting();
      keep();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', keep);
    };
  }, [client, nick, roles, rang]);
  return state;
}
