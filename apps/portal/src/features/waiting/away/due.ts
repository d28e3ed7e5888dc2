/**
 * Whether the away comparison (issue 26) is due when a page opens, read from the stored snapshot's
 * time alone, so the shell loads the watcher and asks the lists only when there can be something
 * to show: a reload a minute after the last look does neither.
 */
import { AWAY_AFTER_MS } from '@fbi/domain';
import { loadSnapshot } from './storage.ts';

/**
 * True when this browser keeps no comparison for `nick` yet (the first visit sets the baseline) or
 * the last one is at least AWAY_AFTER_MS old at `now` (ms since the epoch); false when storage is
 * unreadable (nothing could be compared with).
 */
export function awayDue(nick: string, now: number = Date.now()): boolean {
  let at: string | undefined;
  try {
    at = loadSnapshot(localStorage, nick)?.at;
  } catch {
    return false;
  }
  return at === undefined || now - Date.parse(at) >= AWAY_AFTER_MS;
}
