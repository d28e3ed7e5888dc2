import type { QueryClient } from '@tanstack/react-query';
import type { ListFilters } from '../list/useListParams.ts';
import type { Session } from '../sessionStorage.ts';
import { asQueryOptions, type RegistryList } from './registry.ts';

/** The most rows the contract answers in one page (openapi.yaml `SizeQuery`: maximum 100). */
export const FETCH_PAGE_SIZE = 100;

/** What walking a list page by page reports after each page. */
export interface RowsProgress {
  /** Rows fetched so far. */
  fetched: number;
  /** Rows the list holds for these filters (totalItems). */
  total: number;
}

export interface FetchRowsOptions<T, K extends string> {
  list: RegistryList<T, K>;
  filters: ListFilters<K>;
  session: Session;
  /** Stop after this many rows (the export's cap); the rest is not fetched. */
  limit: number;
  /** Stop as soon as a fetched row passes this test (a record link's lookup). */
  until?: (row: T) => boolean;
  /** Called after each page. */
  onProgress?: (progress: RowsProgress) => void;
  /** Aborts between pages (the export's «Отмена»): the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * The rows of a list for `filters`, every page in order (100 a page, through the query client, so
 * pages already cached are not asked again), up to `limit` rows or the first row `until` accepts.
 * A list the server answers whole is one call. Rejects with the failed call's error.
 * @returns the rows and the list's total for the filters.
 */
export async function fetchRows<T, K extends string>(
  client: QueryClient,
  { list, filters, session, limit, until, onProgress, signal }: FetchRowsOptions<T, K>,
): Promise<{ rows: T[]; total: number }> {
  if ('all' in list) {
    const all = await client.fetchQuery(asQueryOptions(list.all(filters, session)));
    signal?.throwIfAborted();
    onProgress?.({ fetched: all.length, total: all.length });
    return { rows: all.slice(0, limit), total: all.length };
  }
  const rows: T[] = [];
  for (let page = 0; ; page += 1) {
    signal?.throwIfAborted();
    const answer = await client.fetchQuery(
      asQueryOptions(list.pages({ filters, page, size: FETCH_PAGE_SIZE }, session)),
    );
    signal?.throwIfAborted();
    rows.push(...answer.items);
    onProgress?.({ fetched: Math.min(rows.length, answer.totalItems), total: answer.totalItems });
    const done =
      answer.items.length < FETCH_PAGE_SIZE ||
      rows.length >= answer.totalItems ||
      rows.length >= limit ||
      (until !== undefined && answer.items.some(until));
    if (done) return { rows: rows.slice(0, limit), total: answer.totalItems };
  }
}
