import { orderActions, ORDERS_TEXT as T } from '@fbi/domain';
import { defineRegistry, lazyDialogs, routeOf } from '../../shared/registry/registry.ts';
import { isWholeOrder, openOrderReport, ordersQueryOptions, type OrderPublic } from './api.ts';
import { orderColumns } from './columns.tsx';
import type { OrderDialog } from './OrderDialogs.tsx';

/**
 * The warrant orders, /orders (02 §2.5): the whole list, newest first, in pages of 10. An
 * approved order's row opens its printable warrant in a new tab for anyone; a non-approved one
 * opens the view modal for general_counsel, deputy_director and director (02 §6); other rows do
 * not open. The request form (warrant rules first) opens from here as from the sidebar. Not
 * guarded (02 §2).
 */
export const ordersRegistry = defineRegistry<OrderPublic, never, OrderDialog>({
  path: '/orders',
  total: T.total,
  list: { all: ordersQueryOptions },
  columns: orderColumns,
  create: [{ modal: 'warrantRules', permission: 'requestOrder' }],
  // Rows are public unless the caller decides orders (02 §6), whose rows are whole.
  open: (order, { roles }) => {
    const rules = orderActions(roles, order.status);
    if (rules.openReport) return { run: () => void openOrderReport(order.id), label: T.openReport };
    if (rules.openModal && isWholeOrder(order)) return { dialog: { step: 'view', order } };
    return null;
  },
  Dialogs: lazyDialogs(() => import('./OrderDialogs.tsx'), 'OrderDialogs'),
  route: routeOf('order', 'order', 'author'),
});
