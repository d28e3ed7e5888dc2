import { PAGE_SIZE, toServerPage, toShownPage, UI_TEXT } from '@fbi/domain';
import {
  Pagination,
  RecordCards,
  Stack,
  Table,
  useMediaQuery,
  type RecordCardsProps,
  type TableProps,
} from '@fbi/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import * as styles from './ListTable.css.ts';
import { LoadFailed } from '../record/LoadFailed.tsx';

/** One page of a registry as the API answers it (02 §3, 03 §3: items and totalItems). */
export interface ListPage<T> {
  items: T[];
  totalItems: number;
}

export interface ListTableProps<T extends object> extends Omit<
  TableProps<T>,
  'rows' | 'isLoading'
> {
  /** The list query; keep the previous page as placeholder data so it stays while the next loads. */
  query: Pick<
    UseQueryResult<ListPage<T>>,
    'data' | 'isPending' | 'isError' | 'isPlaceholderData' | 'isFetching'
  > & { refetch: () => unknown };
  /** The shown page, one-based. */
  page: number;
  /** Called with the one-based page the user chose. */
  onPageChange: (page: number) => void;
  /** Rows per page. Default 10 (02 §9, 03 §9). */
  pageSize?: number;
  /** How a row reads as a card: below 600 px the rows are cards instead of a table (issue 24). */
  cards?: Pick<RecordCardsProps<T>, 'title' | 'status' | 'fields'>;
}

/** Where lists become cards: a phone (issue 24: no list scrolls sideways at 390 px). */
export const PHONE_QUERY = '(max-width: 599.98px)';

/**
 * A registry's table with its pagination: skeleton rows on the first load, the previous page kept
 * (marked busy, dimmed) while the next one loads or the same one reloads («Обновить», 02 §2.1), the empty text when nothing matches, and on a failed
 * load a retry (the error toast itself comes from the query client, 01 §8).
 */
export function ListTable<T extends object>({
  query,
  page,
  onPageChange,
  pageSize = PAGE_SIZE,
  cards,
  ...table
}: ListTableProps<T>) {
  const phone = useMediaQuery(PHONE_QUERY);
  if (query.isError && !query.data) {
    return <LoadFailed query={query} />;
  }
  return (
    <Stack gap="md">
      <div
        className={styles.rows}
        aria-busy={query.isPlaceholderData || (query.isFetching && !query.isPending) || undefined}
      >
        {phone && cards ? (
          <RecordCards
            {...cards}
            aria-label={table['aria-label']}
            rows={query.data?.items ?? []}
            rowKey={table.rowKey}
            onRowPress={table.onRowPress}
            isRowPressable={table.isRowPressable}
            emptyText={table.emptyText ?? UI_TEXT.listEmpty}
            isLoading={query.isPending}
          />
        ) : (
          <Table {...table} rows={query.data?.items ?? []} isLoading={query.isPending} />
        )}
      </div>
      <Pagination
        page={toServerPage(page)}
        pageSize={pageSize}
        totalItems={query.data?.totalItems ?? 0}
        onPageChange={(serverPage) => onPageChange(toShownPage(serverPage))}
      />
    </Stack>
  );
}
