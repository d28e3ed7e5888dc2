import { can, DEA_TEXT as T, MODAL_TITLES, routeTitle, UI_TEXT } from '@fbi/domain';
import { Button, Page, PageHeader } from '@fbi/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOpenModal } from '../../app/modals/ModalHost.tsx';
import { clientPage } from '../../shared/list/clientPage.ts';
import { ListTable } from '../../shared/list/ListTable.tsx';
import { useListParams } from '../../shared/list/useListParams.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useSession } from '../../shared/useSession.ts';
import { deaReportsQueryOptions, openDeaReport } from './api.ts';
import { deaReportColumns } from './reportColumns.tsx';

const TITLE = routeTitle('/dea-report') ?? '';
const NO_FILTERS = [] as const;

/**
 * The DEA work reports, /dea-report (03 §2, §6): submit date, submitter, status, 10 a page (the
 * page in the URL). For the roles of 03 §6 "DEA reports: open rows" a row opens the HTML report
 * in a new tab without auth headers; the first opening marks it 'Просмотрено', so the list is
 * refreshed after. The roles that file reports get the creation button, as in the sidebar.
 */
export function DeaReportsPage() {
  const { roles } = useSession();
  const openModal = useOpenModal();
  const queryClient = useQueryClient();
  const list = useListParams(NO_FILTERS);
  const query = useQuery({
    ...deaReportsQueryOptions(),
    select: (items) => clientPage(items, list.serverPage),
  });
  const totalItems = query.data?.totalItems;

  return (
    <Page>
      <PageHeader
        title={TITLE}
        description={totalItems !== undefined ? T.reportsTotal(totalItems) : undefined}
        actions={
          can('createDeaReport', roles) && (
            <Button onPress={() => openModal('deaReport', MODAL_TITLES.deaReport)}>
              {MODAL_TITLES.deaReport}
            </Button>
          )
        }
      />
      <ListTable
        aria-label={TITLE}
        columns={deaReportColumns}
        rowKey={(r) => r.id}
        query={query}
        page={list.page}
        onPageChange={list.setPage}
        emptyText={UI_TEXT.listEmpty}
        onRowPress={
          can('deaReportsOpen', roles)
            ? (report) =>
                void openDeaReport(report.id).then(() =>
                  queryClient.invalidateQueries({ queryKey: queryRoots.deaReports }),
                )
            : undefined
        }
      />
    </Page>
  );
}
