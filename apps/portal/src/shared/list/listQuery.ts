/**
 * A list's filters as its request's query. Apart from shared/call.ts on purpose: the screen
 * table's first calls import that module, and anything it imports from the domain would be
 * modulepreloaded by index.html with it (scripts/check-size.mjs).
 */
import { isOneOf, PAGE_SIZE } from '@fbi/domain';
import type { PageParams } from '../registry/registry.ts';
import type { ListFilters } from './useListParams.ts';

/**
 * The filters that are set, as a request's query: an empty field is not sent, as a list call's
 * filter parameters are optional (02 §3 "Filters: …", §7). A key whose contract type is narrower
 * than a string is narrowed by the caller (`oneOf`).
 */
export function setFilters<K extends string>(filters: ListFilters<K>): Partial<Record<K, string>> {
  const set: Partial<Record<K, string>> = {};
  for (const key of Object.keys(filters) as K[]) if (filters[key]) set[key] = filters[key];
  return set;
}

/** A filter's value narrowed to the contract's list, or not sent when it is none of them. */
export function oneOf<T extends string>(list: readonly T[], value: string | undefined) {
  return isOneOf(list, value) ? value : undefined;
}

/**
 * One page of a server-paged list (02 §9, 03 §9) as its call takes it: `params`, what the query's
 * key carries (the size made explicit, 10 on screen unless asked), and `query`, the filters that
 * are set with the zero-based `page` and `size`. A key the contract narrows is added by the caller.
 */
export function pageRequest<K extends string>({ filters, page, size = PAGE_SIZE }: PageParams<K>) {
  return { params: { filters, page, size }, query: { ...setFilters(filters), page, size } };
}
