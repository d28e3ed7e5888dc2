/** Calls of the warrant orders (02 §2.5, §3 Order, §7 Orders). */
import { type OperationType } from '@fbi/domain';
import type { components } from '@fbi/api';
import { apiPost, recordPut, getQuery } from '../../shared/call.ts';
import { recordReport } from '../../shared/openReport.ts';
import { queryRoots } from '../../shared/queryKeys.ts';

/** A warrant order (02 §3 Order). */
export type Order = components['schemas']['Order'];
/**
 * A row of the list as a caller who may not decide orders (02 §6) gets it: the table's columns
 * and the id (the domain's PUBLIC_LIST_FIELDS.order).
 */
export type OrderPublic = components['schemas']['OrderPublic'];

/** Whether a list row is the whole order (the deciders' answer) rather than its public part. */
export function isWholeOrder(row: Order | OrderPublic): row is Order {
  return 'operationType' in row;
}
/** The request form's payload (02 §7 POST /api/v1/order/add). */
export type OrderCreate = components['schemas']['OrderCreate'];

/** `GET /api/v1/order/all` (02 §7): the whole list, newest first. */
export function ordersQueryOptions() {
  return getQuery([...queryRoots.orders], '/api/v1/order/all');
}

/** `POST /api/v1/order/add` (02 §7); the server refuses a start less than 12 hours ahead. */
export function addOrder(body: OrderCreate) {
  return apiPost('/api/v1/order/add', { body });
}

/** `PUT /api/v1/order/{id}/approve` (02 §7) with the operation type. */
export function approveOrder(input: { id: number; operationType: OperationType }) {
  return recordPut('/api/v1/order/{id}/approve', input.id, {
    body: { operationType: input.operationType },
  });
}

/** `PUT /api/v1/order/{id}/decline` (02 §7) with the reason and the operation type. */
export function declineOrder(input: { id: number; comment: string; operationType: OperationType }) {
  return recordPut('/api/v1/order/{id}/decline', input.id, {
    body: { comment: input.comment, operationType: input.operationType },
  });
}

/**
 * Opens an approved order's printable warrant in a new tab (02 §2.5, §7 GET
 * /api/v1/order/{id}/report, no auth header).
 */
export const openOrderReport = recordReport('/api/v1/order/{id}/report');
