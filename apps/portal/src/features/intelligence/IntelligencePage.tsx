import { can, DOSSIER_TEXT as T, MODAL_TITLES, navTitle, UI_TEXT } from '@fbi/domain';
import { Button, EmptyState, Page, PageHeader } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useOpenModal } from '../../app/modals/ModalHost.tsx';
import { clientPage } from '../../shared/list/clientPage.ts';
import { ListTable } from '../../shared/list/ListTable.tsx';
import { useListParams } from '../../shared/list/useListParams.ts';
import { useSession } from '../../shared/useSession.ts';
import { dossiersQueryOptions, type Dossier } from './api.ts';
import { dossierColumns } from './columns.tsx';
import type { DossierDialog } from './DossierDialogs.tsx';

// The row dialogs load on the first row opened, keeping the route's first visit small (README Budgets).
const DossierDialogs = lazy(async () => ({
  default: (await import('./DossierDialogs.tsx')).DossierDialogs,
}));

const NO_FILTERS = [] as const;

/**
 * /intelligence (01 §2 Intelligence, §6 Dossier open): the dossiers the caller sees (`?roles=`),
 * 10 a page in the URL's `?page=`; a row opens the view modal. Titled as the sidebar entry
 * ('Мои рапорты' for a secret agent). A staff member outside IB who opens the route gets a clear
 * "IB only" state instead of a refused call (issue 9 "never an error toast on a route").
 */
export function IntelligencePage() {
  const { roles, rang } = useSession();
  const openModal = useOpenModal();
  const list = useListParams(NO_FILTERS);
  const mayOpen = can('dossierOpen', roles);
  // A stable select keeps the page's rows the same objects between renders.
  const onePage = useCallback(
    (items: Dossier[]) => clientPage(items, list.serverPage),
    [list.serverPage],
  );
  const query = useQuery({
    ...dossiersQueryOptions(roles),
    select: onePage,
    enabled: mayOpen,
  });
  const [dialog, setDialog] = useState<DossierDialog | null>(null);
  const title = navTitle('/intelligence', roles, rang);
  const totalItems = query.data?.totalItems;

  return (
    <Page>
      <PageHeader
        title={title}
        description={totalItems !== undefined ? T.total(totalItems) : undefined}
        actions={
          can('createDossier', roles) && (
            <Button onPress={() => openModal('ibDossier', MODAL_TITLES.ibDossier)}>
              {MODAL_TITLES.ibDossier}
            </Button>
          )
        }
      />
      {mayOpen ? (
        <ListTable
          aria-label={title}
          columns={dossierColumns}
          rowKey={(d) => d.id}
          query={query}
          page={list.page}
          onPageChange={list.setPage}
          emptyText={UI_TEXT.listEmpty}
          onRowPress={(dossier) => setDialog({ step: 'view', dossier })}
        />
      ) : (
        <EmptyState title={T.noAccess} />
      )}
      {dialog && (
        <Suspense fallback={null}>
          <DossierDialogs dialog={dialog} onChange={setDialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Page>
  );
}
