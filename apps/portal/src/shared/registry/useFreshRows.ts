import { useCallback, useState } from 'react';
import type { RegistryRecord } from './registry.ts';

interface Seen {
  /** The page and filters the rows were last asked for. */
  view: string | null;
  /** The rows last looked at. */
  rows: readonly RegistryRecord[] | undefined;
  /** Every id shown so far. */
  ids: ReadonlySet<number>;
  /** The ids that came with a refresh of a view already shown. */
  fresh: ReadonlySet<number>;
}

/**
 * Which rows arrived while the list was open (issue 24, «Новое»): a row that a refresh of the same
 * page and filters brings and that was never shown before. The first answer of a page or filter
 * marks nothing (it is what the person asked to see), and a row pushed from one page to the next
 * by a newer one was shown already. The marks last until the screen is left.
 * @param rows the shown rows, undefined until the first answer.
 * @param view the page and filters the rows answer (any text that changes with them).
 * @returns a test for the table's cells, stable until the marks change.
 */
export function useFreshRows<T extends RegistryRecord>(
  rows: readonly T[] | undefined,
  view: string,
): (row: T) => boolean {
  const [seen, setSeen] = useState<Seen>({
    view: null,
    rows: undefined,
    ids: new Set(),
    fresh: new Set(),
  });
  if (rows !== undefined && rows !== seen.rows) {
    // New rows: fold them in (state adjusted while rendering, React's pattern).
    const ids = new Set(seen.ids);
    const fresh = new Set(seen.fresh);
    for (const row of rows) {
      if (view === seen.view && !ids.has(row.id)) fresh.add(row.id);
      ids.add(row.id);
    }
    setSeen({ view, rows, ids, fresh });
  }
  const { fresh } = seen;
  return useCallback((row: T) => fresh.has(row.id), [fresh]);
}
