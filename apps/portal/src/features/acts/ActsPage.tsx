import { ACTS_TEXT as T, can, MODAL_TITLES, pageCount, routeTitle, UI_TEXT } from '@fbi/domain';
import { Button, Cluster, Page, PageHeader } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useOpenModal } from '../../app/modals/ModalHost.tsx';
import { ListTable } from '../../shared/list/ListTable.tsx';
import { useListParams } from '../../shared/list/useListParams.ts';
import { useSession } from '../../shared/useSession.ts';
import { ACT_FILTER_KEYS, actsQueryOptions } from './api.ts';
import type { ActDialog } from './ActDialogs.tsx';
import { actColumns } from './columns.tsx';
import { LazyFilters } from '../../shared/list/LazyFilters.tsx';

// The filter card's selects and date pickers load beside the table rather than before it: the
// route's first visit stays within its budget (README "Budgets", issue 13).
const ActFilters = lazy(async () => ({
  default: (await import('./ActFilters.tsx')).ActFilters,
}));

const TITLE = routeTitle('/acts') ?? '';

// The row dialogs load on the first row opened (README Budgets).
const ActDialogs = lazy(async () => ({
  default: (await import('./ActDialogs.tsx')).ActDialogs,
}));

/**
 * The acts of offences, /acts (02 §2.1): the filter panel, one page of 10 rows, and for the roles
 * of 02 §6 'Open act rows' a row opens the act view with its status menu. Filters and page live
 * in the URL. The forms that file acts (02 §2.2, §2.3) open from here as from the sidebar.
 */
export function ActsPage() {
  const { roles } = useSession();
  const openModal = useOpenModal();
  const list = useListParams(ACT_FILTER_KEYS);
  const query = useQuery(actsQueryOptions({ filters: list.filters, page: list.serverPage }));
  const [dialog, setDialog] = useState<ActDialog | null>(null);
  const filtered = Object.values(list.filters).some((v) => v !== '');
  const totalItems = query.data?.totalItems;

  // A page past the end (a deletion emptied the last page, or an old link): go to the last one.
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
        actions={
          <Cluster gap="sm">
            {can('fileAct', roles) && (
              <Button variant="secondary" onPress={() => openModal('act', MODAL_TITLES.act)}>
                {MODAL_TITLES.act}
              </Button>
            )}
            {can('fileTribunalAct', roles) && (
              <Button
                variant="secondary"
                onPress={() => openModal('tribunalAct', MODAL_TITLES.tribunalAct)}
              >
                {MODAL_TITLES.tribunalAct}
              </Button>
            )}
          </Cluster>
        }
      />
      <LazyFilters Card={ActFilters} fields={5} list={list} query={query} />
      <ListTable
        aria-label={TITLE}
        columns={actColumns}
        rowKey={(a) => a.id}
        query={query}
        page={list.page}
        onPageChange={list.setPage}
        emptyText={filtered ? UI_TEXT.listEmptyFiltered : UI_TEXT.listEmpty}
        onRowPress={
          can('openActRows', roles) ? (act) => setDialog({ step: 'view', act }) : undefined
        }
      />
      {dialog && (
        <Suspense fallback={null}>
          <ActDialogs dialog={dialog} onChange={setDialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Page>
  );
}
