import {
  can,
  LABORATORY_TEXT as T,
  MODAL_TITLES,
  pageCount,
  routeTitle,
  UI_TEXT,
} from '@fbi/domain';
import { Button, Page, PageHeader } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useOpenModal } from '../../app/modals/ModalHost.tsx';
import { ListTable } from '../../shared/list/ListTable.tsx';
import { useListParams } from '../../shared/list/useListParams.ts';
import { useSession } from '../../shared/useSession.ts';
import {
  isWholeLabRequest,
  LAB_FILTER_KEYS,
  labRequestsQueryOptions,
  openLabReport,
  type LabRequestPublic,
} from './api.ts';
import { labColumns } from './columns.tsx';
import type { LabDialog } from './LabDialogs.tsx';
import { LazyFilters } from '../../shared/list/LazyFilters.tsx';

// The filter card's selects and date pickers load beside the table rather than before it: the
// route's first visit stays within its budget (README "Budgets", issue 13).
const LabFilters = lazy(async () => ({
  default: (await import('./LabFilters.tsx')).LabFilters,
}));

const TITLE = routeTitle('/laboratory') ?? '';

// The row dialogs load on the first row opened (README Budgets).
const LabDialogs = lazy(async () => ({
  default: (await import('./LabDialogs.tsx')).LabDialogs,
}));

/**
 * The laboratory, /laboratory (03 §2, §6): the filter card, pages of 10 (filters and page in the
 * URL). A DONE row opens its report in a new tab for anyone; any other row opens the detail modal
 * for the roles of 03 §6 "Laboratory detail and actions" (others: the row does not open). A press
 * that ends a text selection is ignored (the Table checks it).
 */
export function LaboratoryPage() {
  const { roles } = useSession();
  const openModal = useOpenModal();
  const list = useListParams(LAB_FILTER_KEYS);
  const query = useQuery(labRequestsQueryOptions({ filters: list.filters, page: list.serverPage }));
  const [dialog, setDialog] = useState<LabDialog | null>(null);
  const mayAct = can('laboratoryActions', roles);
  const filtered = Object.values(list.filters).some((v) => v !== '');
  const totalItems = query.data?.totalItems;

  const { page, setPage } = list;
  const emptyPage = query.data !== undefined && query.data.items.length === 0;
  useEffect(() => {
    if (emptyPage && totalItems && page > pageCount(totalItems)) setPage(pageCount(totalItems));
  }, [emptyPage, totalItems, page, setPage]);

  // Rows are public (table columns only) unless the caller is a lab role (03 §6), whose rows are
  // whole and open the detail.
  const openRow = (request: LabRequestPublic) => {
    if (request.status === 'DONE') void openLabReport(request.id);
    else if (mayAct && isWholeLabRequest(request)) setDialog({ step: 'detail', request });
  };

  return (
    <Page>
      <PageHeader
        title={TITLE}
        description={totalItems !== undefined ? T.total(totalItems) : undefined}
        actions={
          can('requestLaboratory', roles) && (
            <Button onPress={() => openModal('labRequest', MODAL_TITLES.labRequest)}>
              {MODAL_TITLES.labRequest}
            </Button>
          )
        }
      />
      <LazyFilters Card={LabFilters} fields={2} list={list} query={query} />
      <ListTable
        aria-label={TITLE}
        columns={labColumns}
        rowKey={(r) => r.id}
        query={query}
        page={list.page}
        onPageChange={list.setPage}
        emptyText={filtered ? UI_TEXT.listEmptyFiltered : UI_TEXT.listEmpty}
        onRowPress={openRow}
        isRowPressable={(r) => r.status === 'DONE' || mayAct}
      />
      {dialog && (
        <Suspense fallback={null}>
          <LabDialogs dialog={dialog} onChange={setDialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Page>
  );
}
