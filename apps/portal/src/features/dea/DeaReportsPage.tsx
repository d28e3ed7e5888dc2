import {
  can,
  canCheckDeaReport,
  DEA_TEXT as T,
  MODAL_TITLES,
  routeTitle,
  UI_TEXT,
} from '@fbi/domain';
import { Button, Page, PageHeader } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { useOpenModal } from '../../app/modals/ModalHost.tsx';
import { clientPage } from '../../shared/list/clientPage.ts';
import { ListTable } from '../../shared/list/ListTable.tsx';
import { useListParams } from '../../shared/list/useListParams.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useSession } from '../../shared/useSession.ts';
import { checkDeaReport, deaReportsQueryOptions, openDeaReport } from './api.ts';
import { deaReportColumns } from './reportColumns.tsx';

const TITLE = routeTitle('/dea-report') ?? '';
const NO_FILTERS = [] as const;

/**
 * The DEA work reports, /dea-report (03 §2, §6): submit date, submitter, status, 10 a page (the
 * page in the URL). For the roles of 03 §6 "DEA reports: open rows" a row opens the HTML report
 * in a new tab without auth headers. When the one opening it is the head's check (03 §4,
 * canCheckDeaReport: a reviewer, on ON_HEAD_CHECK, not the author) the check is sent beside it
 * and the row then reads 'Просмотрено'. The roles that file reports get the creation button.
 */
export function DeaReportsPage() {
  const { roles, nick } = useSession();
  const openModal = useOpenModal();
  const check = useApiMutation({
    mutationFn: checkDeaReport,
    invalidates: [queryRoots.deaReports],
  });
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
            ? (report) => {
                void openDeaReport(report.id);
                if (canCheckDeaReport(roles, report.status, report.author, nick))
                  check.mutate(report.id);
              }
            : undefined
        }
      />
    </Page>
  );
}
