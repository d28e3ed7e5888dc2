import {
  can,
  MODAL_TITLES,
  PUNISHMENTS_TEXT as T,
  pageCount,
  routeTitle,
  UI_TEXT,
} from '@fbi/domain';
import { Button, Page, PageHeader } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useOpenModal } from '../../app/modals/ModalHost.tsx';
import { ListTable } from '../../shared/list/ListTable.tsx';
import { useListParams } from '../../shared/list/useListParams.ts';
import { useSession } from '../../shared/useSession.ts';
import { PUNISHMENT_FILTER_KEYS, punishmentsQueryOptions } from './api.ts';
import { punishmentColumns } from './columns.tsx';
import type { PunishmentDialog } from './PunishmentDialogs.tsx';
import { LazyFilters } from '../../shared/list/LazyFilters.tsx';

// The filter card's selects and date pickers load beside the table rather than before it: the
// route's first visit stays within its budget (README "Budgets", issue 13).
const PunishmentFilters = lazy(async () => ({
  default: (await import('./PunishmentFilters.tsx')).PunishmentFilters,
}));

const TITLE = routeTitle('/punishments') ?? '';

// The row dialogs load on the first row opened, keeping the route's first visit small (README Budgets).
const PunishmentDialogs = lazy(async () => ({
  default: (await import('./PunishmentDialogs.tsx')).PunishmentDialogs,
}));

/**
 * The punishments registry, /punishments (02 §2.9): the filter card, one page of 10 rows, and for
 * professional_standards_inspector, deputy_director and director a row opens the edit modal
 * (others view only). Filters and page live in the URL; the roles of 02 §6 'Add a punishment'
 * get the creation button, as in the sidebar.
 */
export function PunishmentsPage() {
  const { roles } = useSession();
  const openModal = useOpenModal();
  const list = useListParams(PUNISHMENT_FILTER_KEYS);
  const query = useQuery(punishmentsQueryOptions({ filters: list.filters, page: list.serverPage }));
  const [dialog, setDialog] = useState<PunishmentDialog | null>(null);
  const columns = useMemo(
    () => punishmentColumns((punishment) => setDialog({ step: 'proofs', punishment })),
    [],
  );
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
          can('addPunishment', roles) && (
            <Button onPress={() => openModal('punishment', MODAL_TITLES.punishment)}>
              {MODAL_TITLES.punishment}
            </Button>
          )
        }
      />
      <LazyFilters Card={PunishmentFilters} fields={6} list={list} query={query} />
      <ListTable
        aria-label={TITLE}
        columns={columns}
        rowKey={(p) => p.id}
        query={query}
        page={list.page}
        onPageChange={list.setPage}
        emptyText={filtered ? UI_TEXT.listEmptyFiltered : UI_TEXT.listEmpty}
        onRowPress={
          can('editPunishmentRegistry', roles)
            ? (punishment) => setDialog({ step: 'edit', punishment })
            : undefined
        }
      />
      {dialog && (
        <Suspense fallback={null}>
          <PunishmentDialogs dialog={dialog} onChange={setDialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Page>
  );
}
