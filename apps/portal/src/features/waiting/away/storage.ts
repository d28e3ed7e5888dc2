/**
 * Where the away snapshot is kept (issue 26): localStorage, one key per user, bounded in size.
 * A full storage drops the caller's own records first and then the snapshot: the comparison
 * starts again from a new baseline rather than breaking the page.
 */
import type { Snapshot } from './compare.ts';

/** The storage the snapshot needs (localStorage, or a stub in tests). */
export type SnapshotStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The most characters one user's snapshot may take. */
export const MAX_SNAPSHOT_CHARS = 20_000;

const keyOf = (nick: string) => `fbi:away:${nick}`;

/** The snapshot this browser keeps for `nick`, or null when none or unreadable. */
export function loadSnapshot(storage: SnapshotStorage, nick: string): Snapshot | null {
  try {
    const raw = storage.getItem(keyOf(nick));
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as Partial<Snapshot>;
    return typeof parsed.at === 'string' && typeof parsed.lists === 'object' && parsed.lists
      ? (parsed as Snapshot)
      : null;
  } catch {
    return null;
  }
}

/** The snapshot without the caller's own records (the lists' newest ids kept). */
const withoutMine = (s: Snapshot): Snapshot => ({
  at: s.at,
  lists: Object.fromEntries(
    Object.entries(s.lists).map(([kind, list]) => [kind, { maxId: list.maxId, mine: {} }]),
  ),
});

/**
 * Keeps `snapshot` for `nick`: whole when it fits {@link MAX_SNAPSHOT_CHARS} and the storage
 * takes it, else without the caller's own records, else not at all (the old one removed).
 * @returns whether a snapshot was kept.
 */
export function saveSnapshot(storage: SnapshotStorage, nick: string, snapshot: Snapshot): boolean {
  for (const candidate of [snapshot, withoutMine(snapshot)]) {
    const text = JSON.stringify(candidate);
    if (text.length > MAX_SNAPSHOT_CHARS) continue;
    try {
      storage.setItem(keyOf(nick), text);
      return true;
    } catch {
      // Quota exceeded or storage disabled: try the smaller one.
    }
  }
  try {
    storage.removeItem(keyOf(nick));
  } catch {
    // Nothing stored either.
  }
  return false;
}
