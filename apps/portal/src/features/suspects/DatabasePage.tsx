import { can, MODAL_TITLES, pageCount, routeTitle, SUSPECTS_TEXT as T, UI_TEXT } from '@fbi/domain';
import { Button, Page, PageHeader } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useOpenModal } from '../../app/modals/ModalHost.tsx';
import { ListTable } from '../../shared/list/ListTable.tsx';
import { useListParams } from '../../shared/list/useListParams.ts';
import { useSession } from '../../shared/useSession.ts';
import { SUSPECT_FILTER_KEYS, suspectsQueryOptions, type Suspect } from './api.ts';
import { suspectColumns } from './columns.tsx';
import type { SuspectDialog } from './SuspectDialogs.tsx';
import { LazyFilters } from '../../shared/list/LazyFilters.tsx';

// The filter card's selects and date pickers load beside the table rather than before it: the
// route's first visit stays within its budget (README "Budgets", issue 13).
const SuspectFilters = lazy(async () => ({
  default: (await import('./SuspectFilters.tsx')).SuspectFilters,
}));

const TITLE = routeTitle('/db') ?? '';

// The row dialogs load on the first row opened (README Budgets).
const SuspectDialogs = lazy(async () => ({
  default: (await import('./SuspectDialogs.tsx')).SuspectDialogs,
}));

/**
 * The criminal database, /db (03 §2, §6: any staff role): the filter card, pages of 10 (filters
 * and page in the URL), and a row opens the suspect's detail. The roles that may record a first
 * arrest get its button, as in the sidebar.
 */
export function DatabasePage() {
  const { roles } = useSession();
  const openModal = useOpenModal();
  const list = useListParams(SUSPECT_FILTER_KEYS);
  const query = useQuery(suspectsQueryOptions({ filters: list.filters, page: list.serverPage }));
  const [dialog, setDialog] = useState<SuspectDialog | null>(null);
  const columns = useMemo(() => suspectColumns<Suspect>('staff'), []);
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
        actions={
          can('createSuspect', roles) && (
            <Button onPress={() => openModal('firstArrest', MODAL_TITLES.firstArrest)}>
              {MODAL_TITLES.firstArrest}
            </Button>
          )
        }
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
        onRowPress={(suspect) => setDialog({ step: 'detail', suspect })}
      />
      {dialog && (
        <Suspense fallback={null}>
          <SuspectDialogs dialog={dialog} onChange={setDialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Page>
  );
}
