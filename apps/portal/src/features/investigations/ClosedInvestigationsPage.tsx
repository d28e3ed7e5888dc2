import {
  can,
  canOpenReport,
  formatDateTime,
  INVESTIGATIONS_TEXT as T,
  MESSAGES,
  MODAL_TITLES,
  routeTitle,
  UI_TEXT,
} from '@fbi/domain';
import { Button, Cluster, EmptyState, Page, PageHeader, type TableColumn } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { useOpenModal } from '../../app/modals/ModalHost.tsx';
import type { InvestigativeKind } from '../../shared/investigativeQueries.ts';
import { clientPage } from '../../shared/list/clientPage.ts';
import { ListTable } from '../../shared/list/ListTable.tsx';
import { useListParams } from '../../shared/list/useListParams.ts';
import { openReport } from '../../shared/openReport.ts';
import { useSession } from '../../shared/useSession.ts';
import {
  closedInvestigationsQueryOptions,
  fetchInvestigationReport,
  type ClosedInvestigation,
} from './api.ts';

const NO_FILTERS = [] as const;

const COLUMNS: TableColumn<ClosedInvestigation>[] = [
  { id: 'faction', header: T.faction, cell: (i) => i.faction, isRowHeader: true },
  { id: 'author', header: T.initiator, cell: (i) => i.author },
  { id: 'createdAt', header: T.startDate, cell: (i) => formatDateTime(i.createdAt) },
  { id: 'updatedAt', header: T.endDate, cell: (i) => formatDateTime(i.updatedAt) },
];

/**
 * Who may see the list of a kind. /investigations is public (01 §1, §2 not guarded).
 * /ib-investigations is guarded against `user` (01 §2) and open to any other role (01 §6
 * "Closed investigations open: any non-user"); a caller without one who reaches it anyway gets a
 * clear denied state with 01 §8 'У вас нет доступа к этой функции' and no request.
 */
const mayList = (kind: InvestigativeKind, roles: Parameters<typeof can>[1]) =>
  kind === 'agent' || can('closedInvestigationsOpen', roles);

/**
 * Closed investigations of a kind (01 §2 Closed investigations): target faction, initiator, start
 * and end date (ru-RU, Moscow time), 10 rows a page (`?page=` in the URL); a row opens the
 * generated report in a new tab with the session's token, for the roles that may open it (01 §6
 * "Closed investigations open: any non-user"; a visitor reads the list only). The roles of 01 §6 get the start/end buttons, as in the sidebar.
 */
export function ClosedInvestigationsPage({ kind }: { kind: InvestigativeKind }) {
  const { roles } = useSession();
  const openModal = useOpenModal();
  const list = useListParams(NO_FILTERS);
  const allowed = mayList(kind, roles);
  const query = useQuery({
    ...closedInvestigationsQueryOptions(kind),
    enabled: allowed,
    select: (rows) => clientPage(rows, list.serverPage),
  });
  const title = routeTitle(kind === 'agent' ? '/investigations' : '/ib-investigations') ?? '';
  const manage = can(kind === 'agent' ? 'manageInvestigation' : 'manageIbInvestigation', roles);
  const [start, end] =
    kind === 'agent'
      ? (['startInvestigation', 'endInvestigation'] as const)
      : (['startIbInvestigation', 'endIbInvestigation'] as const);
  const totalItems = query.data?.totalItems;
  const opensReports = canOpenReport(kind === 'agent' ? 'investigation' : 'ibInvestigation', roles);
  const total = totalItems !== undefined ? T.total(totalItems) : undefined;

  return (
    <Page>
      <PageHeader
        title={title}
        description={opensReports || !total ? total : `${total}. ${T.reportsForStaff}`}
        actions={
          manage && (
            <Cluster gap="sm">
              <Button variant="secondary" onPress={() => openModal(start, MODAL_TITLES[start])}>
                {MODAL_TITLES[start]}
              </Button>
              <Button variant="secondary" onPress={() => openModal(end, MODAL_TITLES[end])}>
                {MODAL_TITLES[end]}
              </Button>
            </Cluster>
          )
        }
      />
      {allowed ? (
        <ListTable
          aria-label={title}
          columns={COLUMNS}
          rowKey={(i) => i.id}
          query={query}
          page={list.page}
          onPageChange={list.setPage}
          emptyText={UI_TEXT.listEmpty}
          onRowPress={
            opensReports
              ? (inv) => void openReport(() => fetchInvestigationReport(kind, inv.id))
              : undefined
          }
        />
      ) : (
        <EmptyState title={MESSAGES.noAccess} />
      )}
    </Page>
  );
}

/** /investigations (01 §2, public). */
export function InvestigationsPage() {
  return <ClosedInvestigationsPage kind="agent" />;
}

/** /ib-investigations (01 §2). */
export function IbInvestigationsPage() {
  return <ClosedInvestigationsPage kind="ib" />;
}
