import { Table, type TableProps } from '@fbi/ui';
import { LoadFailed } from '../record/LoadFailed.tsx';

export interface QueryTableProps<T extends object> extends Omit<TableProps<T>, 'isLoading'> {
  /** The query the rows come from (state only: loading, failed, retry), or several combined. */
  query: {
    data: unknown;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
}

/**
 * The table of an unpaged list (03 §2 academy and tests lists answer a plain array): skeleton
 * rows on the first load, the empty text, and on a failed load a retry (the error toast itself
 * comes from the query client, 01 §8). Paged registries use ListTable.
 */
export function QueryTable<T extends object>({ query, ...table }: QueryTableProps<T>) {
  if (query.isError && query.data === undefined) {
    return <LoadFailed query={query} />;
  }
  return <Table {...table} isLoading={query.isPending} />;
}
