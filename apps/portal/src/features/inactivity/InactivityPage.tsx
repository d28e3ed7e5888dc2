import {
  can,
  INACTIVITY_TEXT as T,
  MODAL_TITLES,
  routeTitle,
  startsFrom,
  UI_TEXT,
} from '@fbi/domain';
import { Button, Page, PageHeader } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useOpenModal } from '../../app/modals/ModalHost.tsx';
import { ListTable } from '../../shared/list/ListTable.tsx';
import { useListParams } from '../../shared/list/useListParams.ts';
import { useSession } from '../../shared/useSession.ts';
import { inactivityQueryOptions, openInactivityOrder, type Inactivity } from './api.ts';
import { inactivityColumns } from './columns.tsx';
import type { InactivityDialog } from './InactivityDialogs.tsx';

const TITLE = routeTitle('/inactive') ?? '';
const NO_FILTERS = [] as const;

// The row dialogs load on the first row opened (README Budgets).
const InactivityDialogs = lazy(async () => ({
  default: (await import('./InactivityDialogs.tsx')).InactivityDialogs,
}));

/**
 * The inactivity list, /inactive (02 §2.7, §6): nick, end date, status, comment, 10 rows a page
 * (page in the URL). For hr_inspector, deputy_director and director a row awaiting the decision
 * opens the view with Decline / Accepted, an approved row the modal with 'View order' and
 * 'Remove from inactivity'; for anyone else an approved row opens its printable order in a new
 * tab. Which row opens follows the inactivity machine.
 */
export function InactivityPage() {
  const { roles } = useSession();
  const openModal = useOpenModal();
  const list = useListParams(NO_FILTERS);
  const query = useQuery(inactivityQueryOptions(list.serverPage));
  const [dialog, setDialog] = useState<InactivityDialog | null>(null);
  const decides = can('decideInactivity', roles);

  const opensRow = (row: Inactivity) =>
    startsFrom('inactivity', 'remove', row.status) ||
    (decides && startsFrom('inactivity', 'approve', row.status));
  const openRow = (row: Inactivity) => {
    if (startsFrom('inactivity', 'remove', row.status)) {
      if (decides) setDialog({ step: 'approved', inactivity: row });
      else void openInactivityOrder(row.id);
    } else if (decides) setDialog({ step: 'view', inactivity: row });
  };

  return (
    <Page>
      <PageHeader
        title={TITLE}
        description={query.data ? T.total(query.data.totalItems) : undefined}
        actions={
          can('requestInactivity', roles) && (
            <Button onPress={() => openModal('inactivity', MODAL_TITLES.inactivity)}>
              {MODAL_TITLES.inactivity}
            </Button>
          )
        }
      />
      <ListTable
        aria-label={TITLE}
        columns={inactivityColumns}
        rowKey={(r) => r.id}
        query={query}
        page={list.page}
        onPageChange={list.setPage}
        emptyText={UI_TEXT.listEmpty}
        onRowPress={openRow}
        isRowPressable={opensRow}
      />
      {dialog && (
        <Suspense fallback={null}>
          <InactivityDialogs dialog={dialog} onChange={setDialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Page>
  );
}
