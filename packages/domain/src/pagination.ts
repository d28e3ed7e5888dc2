/**
 * Pagination of acts, punishments, laboratory and suspects lists: 10 per page, pages shown from
 * 1 and sent zero-based. Spec: 02 §9, 03 §9.
 */
import { PAGE_SIZE } from './constants.ts';

/** Converts a shown page (1-based) to the page sent to the server (0-based); min 0. */
export function toServerPage(shownPage: number): number {
  return Math.max(0, Math.floor(shownPage) - 1);
}

/** Converts a server page (0-based) to the shown page (1-based). */
export function toShownPage(serverPage: number): number {
  return Math.max(0, Math.floor(serverPage)) + 1;
}

/** Number of pages for `totalItems` (at least 1). */
export function pageCount(totalItems: number, size: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, totalItems) / size));
}

/** The items of a zero-based page of a full list (used by the mock server). */
export function pageSlice<T>(
  items: readonly T[],
  serverPage: number,
  size: number = PAGE_SIZE,
): T[] {
  const start = Math.max(0, serverPage) * size;
  return items.slice(start, start + size);
}
