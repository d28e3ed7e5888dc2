import { PAGE_SIZE } from '@fbi/domain';
import type { ListPage } from './ListTable.tsx';

/**
 * One page of a list the server answers whole (02 §7 inactivity, national security: "answer a
 * list"), in the `{items, totalItems}` shape {@link ListTable} pages through; use it as a query's
 * `select` so the list is fetched once and paged locally.
 * @param serverPage zero-based page (as useListParams gives it).
 */
export function clientPage<T>(
  items: readonly T[],
  serverPage: number,
  size: number = PAGE_SIZE,
): ListPage<T> {
  const start = serverPage * size;
  return { items: items.slice(start, start + size), totalItems: items.length };
}
