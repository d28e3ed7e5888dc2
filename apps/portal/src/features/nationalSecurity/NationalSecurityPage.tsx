import { can, MODAL_TITLES, NATIONAL_SECURITY_TEXT as T, routeTitle, UI_TEXT } from '@fbi/domain';
import { Button, Page, PageHeader } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useOpenModal } from '../../app/modals/ModalHost.tsx';
import { ListTable } from '../../shared/list/ListTable.tsx';
import { useListParams } from '../../shared/list/useListParams.ts';
import { useSession } from '../../shared/useSession.ts';
import {
  isWholeNationalSecurityReport,
  NATIONAL_SECURITY_FILTER_KEYS,
  nationalSecurityQueryOptions,
} from './api.ts';
import { nationalSecurityColumns } from './columns.tsx';
import type { NationalSecurityDialog } from './NationalSecurityDialogs.tsx';
import { LazyFilters } from '../../shared/list/LazyFilters.tsx';

// The filter card's selects and date pickers load beside the table rather than before it: the
// route's first visit stays within its budget (README "Budgets", issue 13).
const NationalSecurityFilters = lazy(async () => ({
  default: (await import('./NationalSecurityFilters.tsx')).NationalSecurityFilters,
}));

const TITLE = routeTitle('/national-security') ?? '';

// The row dialogs load on the first row opened (README Budgets).
const NationalSecurityDialogs = lazy(async () => ({
  default: (await import('./NationalSecurityDialogs.tsx')).NationalSecurityDialogs,
}));

/**
 * /national-security (02 §2.8, §6): the filter card (faction, author nick, dates; sent with the
 * session's `roles`), the reports 10 a page (author, faction, N/10, created date, status). Rows
 * open the view for advisors, inspectors, deputy_director and director; the roles that file
 * reports get the creation button, as in the sidebar. Filters and page live in the URL.
 */
export function NationalSecurityPage() {
  const { roles } = useSession();
  const openModal = useOpenModal();
  const list = useListParams(NATIONAL_SECURITY_FILTER_KEYS);
  const query = useQuery(
    nationalSecurityQueryOptions({ roles, filters: list.filters, page: list.serverPage }),
  );
  const [dialog, setDialog] = useState<NationalSecurityDialog | null>(null);
  const filtered = Object.values(list.filters).some((v) => v !== '');

  return (
    <Page>
      <PageHeader
        title={TITLE}
        description={query.data ? T.total(query.data.totalItems) : undefined}
        actions={
          can('fileNationalSecurity', roles) && (
            <Button onPress={() => openModal('securityReport', MODAL_TITLES.securityReport)}>
              {MODAL_TITLES.securityReport}
            </Button>
          )
        }
      />
      <LazyFilters Card={NationalSecurityFilters} fields={4} list={list} query={query} />
      <ListTable
        aria-label={TITLE}
        columns={nationalSecurityColumns}
        rowKey={(r) => r.id}
        query={query}
        page={list.page}
        onPageChange={list.setPage}
        emptyText={filtered ? UI_TEXT.listEmptyFiltered : UI_TEXT.listEmpty}
        onRowPress={
          can('openNationalSecurity', roles)
            ? (report) => {
                // The row openers' rows are whole (02 §6); a public row has nothing to show.
                if (isWholeNationalSecurityReport(report)) setDialog({ step: 'view', report });
              }
            : undefined
        }
      />
      {dialog && (
        <Suspense fallback={null}>
          <NationalSecurityDialogs
            dialog={dialog}
            onChange={setDialog}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </Page>
  );
}
