import { can, DEA_TEXT as T, MODAL_TITLES, routeTitle, UI_TEXT } from '@fbi/domain';
import { Button, Page, PageHeader } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useOpenModal } from '../../app/modals/ModalHost.tsx';
import { clientPage } from '../../shared/list/clientPage.ts';
import { ListTable } from '../../shared/list/ListTable.tsx';
import { useListParams } from '../../shared/list/useListParams.ts';
import { useSession } from '../../shared/useSession.ts';
import { homeChecksQueryOptions } from './api.ts';
import type { HomeCheckDialog } from './HomeCheckDialogs.tsx';
import { homeCheckColumns } from './homeColumns.tsx';

/**
 * Below this the table scrolls sideways (a phone) rather than squeeze nine columns; a desktop
 * page (1440 px less the sidebar) is wider, so every column shows there.
 */
const MIN_TABLE_WIDTH = 960;

const TITLE = routeTitle('/dea-home') ?? '';
const NO_FILTERS = [] as const;

// The row dialogs load on the first row opened (README Budgets).
const HomeCheckDialogs = lazy(async () => ({
  default: (await import('./HomeCheckDialogs.tsx')).HomeCheckDialogs,
}));

/**
 * The DEA home checks, /dea-home (03 §2, §6): the registry 10 a page (the page in the URL); the
 * roles of 03 §6 "DEA home check: open rows" open a row's main modal. The roles of the request
 * menu get the request button, as in the sidebar.
 */
export function DeaHomePage() {
  const { roles } = useSession();
  const openModal = useOpenModal();
  const list = useListParams(NO_FILTERS);
  const query = useQuery({
    ...homeChecksQueryOptions(),
    select: (items) => clientPage(items, list.serverPage),
  });
  const [dialog, setDialog] = useState<HomeCheckDialog | null>(null);
  const totalItems = query.data?.totalItems;

  return (
    <Page>
      <PageHeader
        title={TITLE}
        description={totalItems !== undefined ? T.total(totalItems) : undefined}
        actions={
          can('deaHomeRequest', roles) && (
            <Button onPress={() => openModal('deaHomeRequest', MODAL_TITLES.deaHomeRequest)}>
              {MODAL_TITLES.deaHomeRequest}
            </Button>
          )
        }
      />
      <ListTable
        aria-label={TITLE}
        columns={homeCheckColumns}
        rowKey={(c) => c.id}
        query={query}
        page={list.page}
        onPageChange={list.setPage}
        emptyText={UI_TEXT.listEmpty}
        layout="fixed"
        minWidth={MIN_TABLE_WIDTH}
        onRowPress={
          can('deaHomeOpen', roles) ? (check) => setDialog({ step: 'main', check }) : undefined
        }
      />
      {dialog && (
        <Suspense fallback={null}>
          <HomeCheckDialogs dialog={dialog} onChange={setDialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Page>
  );
}
