import { toServerPage } from '@fbi/domain';
import { parseAsInteger, parseAsString, useQueryState, useQueryStates } from 'nuqs';
import { useCallback, useMemo } from 'react';

/** The applied filters of a list: each key's text, '' when unset. */
export type ListFilters<K extends string> = Record<K, string>;

/** What a list screen reads and changes of its URL state. */
export interface ListParams<K extends string> {
  /** The applied filters, from the URL ('' for an absent key). */
  filters: ListFilters<K>;
  /** The shown page, one-based (`?page=2`); 1 when absent or not a positive integer. */
  page: number;
  /** The page to send, zero-based (02 §9, 03 §9: shown from 1, sent zero-based). */
  serverPage: number;
  /** Goes to a one-based page; a new history entry, so Back returns to the previous page. */
  setPage: (page: number) => void;
  /** Applies new filters and returns to page 1 (a new history entry). */
  apply: (filters: ListFilters<K>) => void;
  /** Clears every filter and the page. */
  reset: () => void;
}

/** Whether `next` (as typed: untrimmed) applies to the same filters as `applied`. */
export function sameFilters<K extends string>(
  applied: ListFilters<K>,
  next: ListFilters<K>,
): boolean {
  return (Object.keys(next) as K[]).every((key) => next[key].trim() === (applied[key] ?? ''));
}

const pageParser = parseAsInteger.withDefault(1);
const textParser = parseAsString.withDefault('');
const URL_OPTIONS = { history: 'push', clearOnDefault: true } as const;
/** The keys of a joined key list; a list with no filters (only the page) has none. */
const keyNames = (list: string): string[] => (list === '' ? [] : list.split('\n'));

/**
 * Filters and page of a list screen kept in the URL with nuqs (`?page=2&nick=…`), so a filtered,
 * paged list is a link that can be shared, a reload keeps it and Back/Forward move through it.
 * Empty filters and page 1 are left out of the URL; the two setters of one change reach the URL
 * as one update (nuqs batches them).
 * @param keys the filter keys, which are also the query-string names.
 */
export function useListParams<K extends string>(keys: readonly K[]): ListParams<K> {
  // The keys are a constant of the screen and the values change together: memoising on their
  // joined text keeps the parsers and the filters object stable across renders.
  const keyList = keys.join('\n');
  const parsers = useMemo(
    () =>
      Object.fromEntries(keyNames(keyList).map((key) => [key, textParser])) as Record<
        string,
        typeof textParser
      >,
    [keyList],
  );
  const [state, setFilters] = useQueryStates(parsers, URL_OPTIONS);
  const [rawPage, setRawPage] = useQueryState('page', pageParser.withOptions(URL_OPTIONS));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  // JSON keeps the values apart whatever they contain.
  const valueList = JSON.stringify(keys.map((key) => state[key] ?? ''));
  const filters = useMemo(() => {
    const values = JSON.parse(valueList) as string[];
    return Object.fromEntries(
      keyNames(keyList).map((key, i) => [key, values[i]]),
    ) as ListFilters<K>;
  }, [keyList, valueList]);

  const setPage = useCallback((next: number) => void setRawPage(next), [setRawPage]);
  const apply = useCallback(
    (next: ListFilters<K>) => {
      const trimmed = Object.fromEntries(
        Object.entries<string>(next).map(([key, value]) => [key, value.trim() || null]),
      );
      void setFilters(trimmed);
      void setRawPage(null);
    },
    [setFilters, setRawPage],
  );
  const reset = useCallback(() => {
    void setFilters(null);
    void setRawPage(null);
  }, [setFilters, setRawPage]);

  return { filters, page, serverPage: toServerPage(page), setPage, apply, reset };
}
