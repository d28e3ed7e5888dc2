import {
  can,
  MODAL_TITLES,
  OFFICE_TEXT as T,
  officeActions,
  routeTitle,
  UI_TEXT,
} from '@fbi/domain';
import { Button, Page, PageHeader } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useOpenModal } from '../../app/modals/ModalHost.tsx';
import { QueryTable } from '../../shared/list/QueryTable.tsx';
import { useSession } from '../../shared/useSession.ts';
import { isWholeOfficeRequest, officeQueryOptions } from './api.ts';
import { officeColumns } from './columns.tsx';
import type { OfficeDialog } from './OfficeDialogs.tsx';

const TITLE = routeTitle('/office') ?? '';

// The row dialogs load on the first row opened (README Budgets).
const OfficeDialogs = lazy(async () => ({
  default: (await import('./OfficeDialogs.tsx')).OfficeDialogs,
}));

/**
 * The office passes, /office (02 §2.6): the whole list, newest first. Rows open only for
 * head_internal_security_department, deputy_director and director, and declined rows do not open
 * (officeActions from the domain). The request form opens from here as from the sidebar. Not
 * guarded (02 §2).
 */
export function OfficePage() {
  const { roles } = useSession();
  const openModal = useOpenModal();
  const query = useQuery(officeQueryOptions());
  const [dialog, setDialog] = useState<OfficeDialog | null>(null);

  return (
    <Page>
      <PageHeader
        title={TITLE}
        description={query.data ? T.total(query.data.length) : undefined}
        actions={
          can('requestOffice', roles) && (
            <Button onPress={() => openModal('officeRequest', MODAL_TITLES.officeRequest)}>
              {MODAL_TITLES.officeRequest}
            </Button>
          )
        }
      />
      <QueryTable
        aria-label={TITLE}
        columns={officeColumns}
        rows={query.data ?? []}
        rowKey={(o) => o.id}
        query={query}
        emptyText={UI_TEXT.listEmpty}
        // Rows are public unless the caller has the office roles (02 §6), whose rows are whole.
        onRowPress={(request) => {
          if (isWholeOfficeRequest(request)) setDialog({ step: 'view', request });
        }}
        isRowPressable={(request) => officeActions(roles, request.status).open}
      />
      {dialog && (
        <Suspense fallback={null}>
          <OfficeDialogs dialog={dialog} onChange={setDialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Page>
  );
}
