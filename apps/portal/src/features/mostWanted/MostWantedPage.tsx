import { can, MODAL_TITLES, MW_TEXT as T, navTitle, UI_TEXT } from '@fbi/domain';
import { Button, Page, PageHeader } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useOpenModal } from '../../app/modals/ModalHost.tsx';
import { clientPage } from '../../shared/list/clientPage.ts';
import { ListTable } from '../../shared/list/ListTable.tsx';
import { useListParams } from '../../shared/list/useListParams.ts';
import { useSession } from '../../shared/useSession.ts';
import { mostWantedQueryOptions, type MostWanted } from './api.ts';
import { mostWantedColumns } from './columns.tsx';
import type { MwDialog } from './MostWantedDialogs.tsx';

// The row dialogs load on the first row opened, keeping the route's first visit small (README Budgets).
const MostWantedDialogs = lazy(async () => ({
  default: (await import('./MostWantedDialogs.tsx')).MostWantedDialogs,
}));

const NO_FILTERS = [] as const;

/**
 * /most-wanted (01 §2 Most-wanted reports): the MW reports the caller sees (`?roles=` sent as
 * the spec does), 10 a page in the URL's `?page=`, newest first; any staff member opens a row's
 * view modal. Titled as the sidebar entry ('Мои рапорты MW' for report creators); creators get
 * the creation wizard's button, as in the sidebar.
 */
export function MostWantedPage() {
  const { roles, rang } = useSession();
  const openModal = useOpenModal();
  const list = useListParams(NO_FILTERS);
  // A stable select keeps the page's rows the same objects between renders.
  const onePage = useCallback(
    (items: MostWanted[]) => clientPage(items, list.serverPage),
    [list.serverPage],
  );
  const query = useQuery({
    ...mostWantedQueryOptions(roles),
    select: onePage,
  });
  const [dialog, setDialog] = useState<MwDialog | null>(null);
  const title = navTitle('/most-wanted', roles, rang);
  const totalItems = query.data?.totalItems;

  return (
    <Page>
      <PageHeader
        title={title}
        description={totalItems !== undefined ? T.total(totalItems) : undefined}
        actions={
          can('mwCreate', roles) && (
            <Button onPress={() => openModal('mwReport', MODAL_TITLES.mwReport)}>
              {MODAL_TITLES.mwReport}
            </Button>
          )
        }
      />
      <ListTable
        aria-label={title}
        columns={mostWantedColumns}
        rowKey={(r) => r.id}
        query={query}
        page={list.page}
        onPageChange={list.setPage}
        emptyText={UI_TEXT.listEmpty}
        onRowPress={
          can('mwOpen', roles) ? (report) => setDialog({ step: 'view', report }) : undefined
        }
      />
      {dialog && (
        <Suspense fallback={null}>
          <MostWantedDialogs dialog={dialog} onChange={setDialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Page>
  );
}
