import { can, MODAL_TITLES, RAPORTS_TEXT as T, routeTitle, UI_TEXT } from '@fbi/domain';
import { Button, EmptyState, Page, PageHeader } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useOpenModal } from '../../app/modals/ModalHost.tsx';
import { ListTable } from '../../shared/list/ListTable.tsx';
import { useListParams } from '../../shared/list/useListParams.ts';
import { clientPage } from '../../shared/list/clientPage.ts';
import { raportsQueryOptions, type InvestigativeKind } from '../../shared/investigativeQueries.ts';
import { useSession } from '../../shared/useSession.ts';
import { raportColumns } from './columns.tsx';
import type { RaportDialog } from './RaportDialogs.tsx';

// The row dialogs load on the first row opened (README Budgets).
const RaportDialogs = lazy(async () => ({
  default: (await import('./RaportDialogs.tsx')).RaportDialogs,
}));

const NO_FILTERS = [] as const;

/**
 * The report list of a kind (01 §2 Agent reports; "IB reports (/ib-raports) work alike"):
 * `GET …/all?roles=` (the caller's roles, as the spec sends them), 10 rows a page shown from the
 * URL's `?page=`, every row opens the view modal (any staff role, 01 §6 "raports open"). Roles
 * that may file get the filing button, as in the sidebar. A staff member outside intelligence
 * opening /ib-raports sees that the list is for the IB roles, and no call is sent.
 */
export function RaportsPage({ kind }: { kind: InvestigativeKind }) {
  const { roles } = useSession();
  const openModal = useOpenModal();
  const list = useListParams(NO_FILTERS);
  // The IB list answers 403 to a role outside intelligence: such a caller is not sent to it.
  const mayRead = kind === 'agent' || can('seeIb', roles);
  const query = useQuery({
    ...raportsQueryOptions(kind, roles),
    select: (rows) => clientPage(rows, list.serverPage),
    enabled: mayRead,
  });
  const [dialog, setDialog] = useState<RaportDialog | null>(null);
  const columns = useMemo(() => raportColumns(kind), [kind]);
  const title = routeTitle(kind === 'agent' ? '/raports' : '/ib-raports') ?? '';
  const modal = kind === 'agent' ? 'raport' : 'ibRaport';
  const mayFile = can(kind === 'agent' ? 'fileRaport' : 'createIbReport', roles);
  const totalItems = query.data?.totalItems;

  return (
    <Page>
      <PageHeader
        title={title}
        description={totalItems !== undefined ? T.total(totalItems) : undefined}
        actions={
          mayFile && (
            <Button onPress={() => openModal(modal, MODAL_TITLES[modal])}>
              {MODAL_TITLES[modal]}
            </Button>
          )
        }
      />
      {mayRead ? (
        <ListTable
          aria-label={title}
          columns={columns}
          rowKey={(r) => r.id}
          query={query}
          page={list.page}
          onPageChange={list.setPage}
          emptyText={UI_TEXT.reportsNotFound}
          onRowPress={(raport) => setDialog({ step: 'view', raport })}
        />
      ) : (
        <EmptyState title={T.ibNoAccess} />
      )}
      {dialog && (
        <Suspense fallback={null}>
          <RaportDialogs
            kind={kind}
            dialog={dialog}
            onChange={setDialog}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </Page>
  );
}

/** /raports (01 §2 Agent reports). */
export function AgentRaportsPage() {
  return <RaportsPage kind="agent" />;
}

/** /ib-raports (01 §2 "IB reports work alike"). */
export function IbRaportsPage() {
  return <RaportsPage kind="ib" />;
}
