import { ORDERS_TEXT as T } from '@fbi/domain';
import { decidedRequestColumns } from '../../shared/registry/columns.tsx';
import type { RegistryColumn } from '../../shared/registry/registry.ts';
import type { OrderPublic } from './api.ts';
import type { OrderDialog } from './OrderDialogs.tsx';

/**
 * The orders' columns (02 §2.5): created date, author, approver ('Не назначен' when none),
 * comment ('Нет' when none, 02 §8) and status.
 */
export const orderColumns: readonly RegistryColumn<OrderPublic, OrderDialog>[] =
  decidedRequestColumns('order', T);
