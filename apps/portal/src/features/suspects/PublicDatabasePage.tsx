import { pageCount, routeTitle, SUSPECTS_TEXT as T, UI_TEXT } from '@fbi/domain';
import { Page, PageHeader } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, useEffect, useMemo } from 'react';
import { ListTable } from '../../shared/list/ListTable.tsx';
import { useListParams } from '../../shared/list/useListParams.ts';
import { publicSuspectsQueryOptions, SUSPECT_FILTER_KEYS, type SuspectPublic } from './api.ts';
import { suspectColumns } from './columns.tsx';
import { LazyFilters } from '../../shared/list/LazyFilters.tsx';

// The filter card's selects and date pickers load beside the table rather than before it: the
// route's first visit stays within its budget (README "Budgets", issue 13).
const SuspectFilters = lazy(async () => ({
  default: (await import('./SuspectFilters.tsx')).SuspectFilters,
}));

const TITLE = routeTitle('/db-public') ?? '';

/**
 * The public suspects list, /db-public (03 §2, open to anyone): the same filters, pages and
 * columns as /db, read-only (a row does not open), RECIDIVE shown as 'Рецидивист'. It reads the
 * public call, which answers no proof links and no laboratory ids.
 */
export function PublicDatabasePage() {
  const list = useListParams(SUSPECT_FILTER_KEYS);
  const query = useQuery(
    publicSuspectsQueryOptions({ filters: list.filters, page: list.serverPage }),
  );
  const columns = useMemo(() => suspectColumns<SuspectPublic>('public'), []);
  const filtered = Object.values(list.filters).some((v) => v !== '');
  const totalItems = query.data?.totalItems;

  const { page, setPage } = list;
  const emptyPage = query.data !== undefined && query.data.items.length === 0;
  useEffect(() => {
    if (emptyPage && totalItems && page > pageCount(totalItems)) setPage(pageCount(totalItems));
  }, [emptyPage, totalItems, page, setPage]);

  return (
    <Page>
      <PageHeader
        title={TITLE}
        description={totalItems !== undefined ? T.total(totalItems) : undefined}
      />
      <LazyFilters Card={SuspectFilters} fields={2} list={list} query={query} />
      <ListTable
        aria-label={TITLE}
        columns={columns}
        rowKey={(s) => s.id}
        query={query}
        page={list.page}
        onPageChange={list.setPage}
        emptyText={filtered ? UI_TEXT.listEmptyFiltered : UI_TEXT.listEmpty}
      />
    </Page>
  );
}
