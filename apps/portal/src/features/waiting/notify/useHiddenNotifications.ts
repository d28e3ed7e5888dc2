/**
 * The desktop notifications (issue 26), only when the user turned them on: while the tab is
 * hidden the caller's lists are asked again every LIST_REFRESH_MS (with notifications off,
 * nothing is asked while hidden, issue 24) and compared with what was seen; a new record that
 * waits on the caller, one a status change moved into the caller's queue, or a decision on the
 * caller's record raises one notification, at most one
 * a minute with what came between grouped (throttle.ts), with a short sound if chosen. A click
 * focuses the tab on the first record. Nothing is raised or played while the tab is visible.
 */
import {
  actionableFor,
  awayKindsFor,
  NOTIFY_TEXT as T,
  statusLabel,
  waitingKindsFor,
  WAITING_KINDS,
  type Role,
} from '@fbi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIST_REFRESH_MS } from '../../../shared/registry/refresh.ts';
import { registryTitle, waitingHref } from '../WaitingQueue.tsx';
import {
  compareAway,
  newlyWaiting,
  snapshotOf,
  type AwayLine,
  type Snapshot,
} from '../away/compare.ts';
import { askLists, cachedLists, type Lists } from '../away/lists.ts';
import { loadSnapshot } from '../away/storage.ts';
import { notifyPermission, playChime, raiseNotification } from './desktop.ts';
import type { NotifySettings } from './settings.ts';
import { createThrottle } from './throttle.ts';

/** One event a notification tells: its text and the record it opens. */
interface NotifyLine {
  text: string;
  href: string;
}

const decided = (line: AwayLine): NotifyLine => ({
  text: T.decided(
    registryTitle(line.kind),
    line.id,
    statusLabel(WAITING_KINDS[line.kind].machine, line.status),
  ),
  href: waitingHref(line),
});

const queued = (line: AwayLine): NotifyLine => ({
  text: T.queued(registryTitle(line.kind), line.id),
  href: waitingHref(line),
});

/** Whether the new record of `line` waits on a caller with `roles` (its list's row judged). */
const waitsOn = (lists: Lists, roles: readonly Role[]) => (line: AwayLine) => {
  const row = lists[line.kind]?.find((r) => r.id === line.id);
  return row !== undefined && actionableFor(line.kind, row.status, roles, row.facts);
};

const isHidden = () => document.visibilityState === 'hidden';

/** Raises the notifications for `nick` with `roles` and `rang` per `settings` (see the module). */
export function useHiddenNotifications(
  nick: string,
  roles: readonly Role[],
  rang: string | null,
  { on, sound }: NotifySettings,
): void {
  const client = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (!on) return undefined;
    const kinds = awayKindsFor(roles, rang);
    const reviewed = waitingKindsFor(roles, rang);
    const throttle = createThrottle<NotifyLine>(
      (lines) => {
        const [first] = lines;
        if (!first || !isHidden() || notifyPermission() !== 'granted') return;
        const more = lines.length > 1 ? `\n${T.more(lines.length - 1)}` : '';
        raiseNotification(T.heading, `${first.text}${more}`, () => void navigate(first.href));
        if (sound) playChime();
      },
      {
        now: Date.now,
        later: (run, ms) => {
          const timer = setTimeout(run, ms);
          return () => clearTimeout(timer);
        },
      },
    );
    // What was seen when the tab was hidden, then after each refresh: the stored away snapshot
    // with what the lists answered last while the tab was shown.
    let seen: Snapshot | null = null;
    // The rows last seen, to tell a record that moved into the caller's queue by a status change.
    let seenRows: Lists = {};
    let timer: ReturnType<typeof setInterval> | undefined;
    let alive = true;
    const refresh = async () => {
      const { lists } = await askLists(client, kinds, roles);
      if (!alive || !isHidden() || seen === null) return;
      const news = compareAway(seen, lists, nick, reviewed);
      const moved = newlyWaiting(seenRows, lists, roles);
      seen = snapshotOf(seen, lists, nick, new Date().toISOString());
      seenRows = { ...seenRows, ...lists };
      throttle.push([
        ...news.decisions.map(decided),
        ...news.fresh.filter(waitsOn(lists, roles)).map(queued),
        ...moved.map(queued),
      ]);
    };
    const onVisibility = () => {
      clearInterval(timer);
      if (isHidden()) {
        const at = new Date().toISOString();
        seenRows = cachedLists(client, kinds, roles);
        seen = snapshotOf(loadSnapshot(localStorage, nick), seenRows, nick, at);
        timer = setInterval(() => void refresh(), LIST_REFRESH_MS);
      } else {
        seen = null;
        throttle.clear();
      }
    };
    if (isHidden()) onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      alive = false;
      clearInterval(timer);
      throttle.clear();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [client, navigate, nick, roles, rang, on, sound]);
}
