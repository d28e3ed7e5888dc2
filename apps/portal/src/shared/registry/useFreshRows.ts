import { useCallback, useState } from 'react';
import type { RegistryRecord } from './registry.ts';

/**
 * Which rows arrived after the list was first shown (issue 24, «Новое»): the spec's records get
 * ascending ids, so a row whose id is above the highest of the first answer was filed since. The
 * mark lasts until the screen is left (the baseline lives in the screen's state).
 * @param rows the shown rows, undefined until the first answer.
 * @returns a stable test for the table's cells (it changes only when the baseline is taken).
 */
export function useFreshRows<T extends RegistryRecord>(
  rows: readonly T[] | undefined,
): (row: T) => boolean {
  const [baseline, setBaseline] = useState<number | null>(null);
  if (baseline === null && rows !== undefined) {
    // The first answer fixes the baseline (state adjusted while rendering, React's pattern).
    setBaseline(rows.reduce((max, row) => Math.max(max, row.id), 0));
  }
  return useCallback((row: T) => baseline !== null && row.id > baseline, [baseline]);
}
