/**
 * The paged registry lists of 02 §7 (acts, punishments): the same filters over rows that name a
 * faction, a nick and an author, newest first, one zero-based page.
 */
import {
  contains,
  dateParam,
  dayRange,
  inRange,
  newestFirstCached,
  paginate,
  textParam,
} from './lists.ts';

/** A row the registry filters apply to. */
export interface RegistryRow {
  faction: string;
  nick: string;
  author: string;
}

/**
 * One page of `items` filtered by the query's `faction` (exact), `nick` and `authorReq`
 * (substrings, case-insensitive) and `dateFrom`/`dateTo` (Moscow days, inclusive) on `date`.
 * @param extra a further filter of the list's own (e.g. the punishment type), applied last.
 * @returns `{items, totalItems}`, newest first; 400 for a malformed date or page parameter.
 */
export function registryPage<T extends RegistryRow & object>(
  items: readonly T[],
  date: (row: T) => string,
  query: URLSearchParams,
  extra: (row: T) => boolean = () => true,
): { items: T[]; totalItems: number } {
  const faction = query.get('faction')?.trim() || null;
  const nick = textParam(query, 'nick');
  const author = textParam(query, 'authorReq');
  const range = dayRange(dateParam(query, 'dateFrom'), dateParam(query, 'dateTo'));
  const rows = newestFirstCached(items, date).filter(
    (row) =>
      (faction === null || row.faction === faction) &&
      extra(row) &&
      contains(row.nick, nick) &&
      contains(row.author, author) &&
      inRange(date(row), range),
  );
  return paginate(rows, query);
}
