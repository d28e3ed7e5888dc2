import { routeTitle } from '@fbi/domain';
import { Page, PageHeader, type TableColumn } from '@fbi/ui';
import { Suspense, useState, type ReactNode } from 'react';
import { QueryTable, type QueryTableProps } from './QueryTable.tsx';

export interface QueryListPageProps<T extends object> {
  /** The screen's path: its title (`routeTitle`) heads the page and names the table. */
  path: string;
  /** The list's query, answered with every row at once. */
  query: QueryTableProps<T>['query'] & { data: readonly T[] | undefined };
  columns: TableColumn<T>[];
  rowKey: (row: T) => string | number;
  emptyText: string;
  /** The header's count line, given the rows' number. */
  total?: (count: number) => string;
  /** The header's buttons (a creation the caller's roles allow). */
  actions?: ReactNode;
  /** The dialog a pressed row opens (lazy, loaded when first opened); none: rows do not open. */
  dialog?: (row: T, onClose: () => void) => ReactNode;
}

/**
 * A screen of one unpaged list (03 §2 /agent-tests, /dea-check): the title and count,
 * the table with its loading, empty and failed states ({@link QueryTable}), and the one dialog
 * of the row pressed.
 */
export function QueryListPage<T extends object>({
  path,
  query,
  columns,
  rowKey,
  emptyText,
  total,
  actions,
  dialog,
}: QueryListPageProps<T>) {
  const title = routeTitle(path) ?? '';
  const [open, setOpen] = useState<T | null>(null);
  return (
    <Page>
      <PageHeader
        title={title}
        description={query.data && total ? total(query.data.length) : undefined}
        actions={actions}
      />
      <QueryTable
        aria-label={title}
        columns={columns}
        rows={query.data ?? []}
        rowKey={rowKey}
        query={query}
        emptyText={emptyText}
        onRowPress={dialog && setOpen}
      />
      {open && dialog && <Suspense fallback={null}>{dialog(open, () => setOpen(null))}</Suspense>}
    </Page>
  );
}
