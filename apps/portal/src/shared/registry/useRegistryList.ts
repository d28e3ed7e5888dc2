import { pageCount, PAGE_SIZE } from '@fbi/domain';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { clientPage } from '../list/clientPage.ts';
import type { ListPage } from '../list/ListTable.tsx';
import { useListParams, type ListParams } from '../list/useListParams.ts';
import type { Session } from '../sessionStorage.ts';
import { LIST_REFRESH_MS } from './refresh.ts';
import type { Registry, RegistryRecord } from './registry.ts';

/** The shown page of a registry and what its screen does with it. */
export interface RegistryListState<T, K extends string> {
  list: ListParams<K>;
  /** The shown page's state, as ListTable and the filter card read it. */
  query: {
    data: ListPage<T> | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    /** True only while the user's own reload («Обновить», «Повторить») or a page change runs. */
    isFetching: boolean;
    refetch: () => Promise<unknown>;
  };
  /** Whether a filter is set. */
  filtered: boolean;
}

/**
 * A registry's filters and page from the URL and the page they ask for. The list refreshes in
 * place every LIST_REFRESH_MS while the tab is visible and when it becomes visible again, keeping
 * its page and rows (no skeleton, no dimming: only the user's own reload shows as busy). A page
 * past the end (a deletion emptied the last page, an old link) goes to the last page.
 */
export function useRegistryList<T extends RegistryRecord, K extends string, D>(
  registry: Registry<T, K, D>,
  session: Session,
  mayRead: boolean,
): RegistryListState<T, K> {
  const list = useListParams<K>(registry.filters?.map((field) => field.key) ?? []);
  const { filters, serverPage } = list;
  const source = registry.list;
  // Stable, so the page's rows stay the same objects between renders.
  const select = useCallback(
    (data: ListPage<T> | T[]) => (Array.isArray(data) ? clientPage(data, serverPage) : data),
    [serverPage],
  );
  // One query per shown page, or the whole list once with the shown page cut out of it.
  const made =
    'pages' in source
      ? source.pages({ filters, page: serverPage, size: PAGE_SIZE }, session)
      : source.all(filters, session);
  const query = useQuery({
    ...(made as UseQueryOptions<ListPage<T> | T[], Error, ListPage<T> | T[], QueryKey>),
    select,
    placeholderData: keepPreviousData,
    refetchInterval: LIST_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    enabled: mayRead,
  });

  const [reloading, setReloading] = useState(false);
  const { refetch } = query;
  const reload = useCallback(async () => {
    setReloading(true);
    try {
      return await refetch();
    } finally {
      setReloading(false);
    }
  }, [refetch]);

  const totalItems = query.data?.totalItems;
  const emptyPage = query.data !== undefined && query.data.items.length === 0;
  const { page, setPage } = list;
  useEffect(() => {
    if (emptyPage && totalItems && page > pageCount(totalItems)) setPage(pageCount(totalItems));
  }, [emptyPage, totalItems, page, setPage]);

  return {
    list,
    query: {
      data: query.data,
      isPending: mayRead && query.isPending,
      isError: query.isError,
      isPlaceholderData: query.isPlaceholderData,
      isFetching: reloading || (query.isFetching && query.isPlaceholderData),
      refetch: reload,
    },
    filtered: Object.values<string>(list.filters).some((value) => value !== ''),
  };
}
