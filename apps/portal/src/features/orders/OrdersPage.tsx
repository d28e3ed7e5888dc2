import {
  can,
  MODAL_TITLES,
  orderActions,
  ORDERS_TEXT as T,
  routeTitle,
  UI_TEXT,
} from '@fbi/domain';
import { Button, Page, PageHeader } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useOpenModal } from '../../app/modals/ModalHost.tsx';
import { QueryTable } from '../../shared/list/QueryTable.tsx';
import { useSession } from '../../shared/useSession.ts';
import { isWholeOrder, openOrderReport, ordersQueryOptions, type OrderPublic } from './api.ts';
import { orderColumns } from './columns.tsx';
import type { OrderDialog } from './OrderDialogs.tsx';

const TITLE = routeTitle('/orders') ?? '';

// The row dialogs load on the first row opened (README Budgets).
const OrderDialogs = lazy(async () => ({
  default: (await import('./OrderDialogs.tsx')).OrderDialogs,
}));

/**
 * The warrant orders, /orders (02 §2.5): the whole list, newest first. An approved order's row
 * opens its printable warrant in a new tab for anyone; a non-approved one opens the view modal
 * for general_counsel, deputy_director and director (02 §6); other rows do not open. The request
 * form (warrant rules first) opens from here as from the sidebar. Not guarded (02 §2).
 */
export function OrdersPage() {
  const { roles } = useSession();
  const openModal = useOpenModal();
  const query = useQuery(ordersQueryOptions());
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  // Rows are public unless the caller decides orders (02 §6), whose rows are whole.
  const open = (order: OrderPublic) => {
    const rules = orderActions(roles, order.status);
    if (rules.openReport) void openOrderReport(order.id);
    else if (rules.openModal && isWholeOrder(order)) setDialog({ step: 'view', order });
  };
  const pressable = (order: OrderPublic) => {
    const rules = orderActions(roles, order.status);
    return rules.openReport || rules.openModal;
  };

  return (
    <Page>
      <PageHeader
        title={TITLE}
        description={query.data ? T.total(query.data.length) : undefined}
        actions={
          can('requestOrder', roles) && (
            <Button onPress={() => openModal('warrantRules', MODAL_TITLES.warrantRules)}>
              {MODAL_TITLES.warrantRules}
            </Button>
          )
        }
      />
      <QueryTable
        aria-label={TITLE}
        columns={orderColumns}
        rows={query.data ?? []}
        rowKey={(o) => o.id}
        query={query}
        emptyText={UI_TEXT.listEmpty}
        onRowPress={open}
        isRowPressable={pressable}
      />
      {dialog && (
        <Suspense fallback={null}>
          <OrderDialogs dialog={dialog} onChange={setDialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Page>
  );
}
