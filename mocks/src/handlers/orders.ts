/** Warrant orders (02 §2.5, §3 Order, §4 Order status, §5, §6, §7). */
import type { HttpHandler } from 'msw';
import {
  FACTIONS,
  isWarrantLeadTimeOk,
  MESSAGES,
  NOT_FOUND_MESSAGES,
  OPERATION_TYPES,
  SERVER_MESSAGES,
  validateOrderApprove,
  validateOrderDecline,
  validateOrderRequest,
} from '@fbi/domain';
import { reportAuth } from '../auth/reportDoors.ts';
import { award } from '../achievements.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { option, text } from '../http/input.ts';
import { newestFirst } from '../http/lists.ts';
import { findById, idParam } from '../http/params.ts';
import { html } from '../http/responses.ts';
import { route } from '../http/route.ts';
import { warrant } from '../logic/warrant.ts';
import { rowsFor } from '../logic/personAccess.ts';
import { requireRole, requireTransition } from '../logic/status.ts';
import type { Store } from '../store/store.ts';
import type { Schemas } from '../store/types.ts';

/** Handlers of /api/v1/order/... */
export function orderHandlers(store: Store): HttpHandler[] {
  const find = (id: string) => findById(store.data.orders, idParam(id), NOT_FOUND_MESSAGES.order);
  return [
    route(
      store,
      'post',
      '/api/v1/order/add',
      async ({ caller, body }) => {
        const input = await body();
        // The author is the caller when known (02 §5: the field is then disabled).
        const form = {
          author: caller?.member.nick ?? text(input.author),
          operationType: text(input.operationType),
          operationStartTime: text(input.operationStartTime),
          faction: text(input.faction),
          description: text(input.description),
          position: text(input.position),
          rang: text(input.rang),
          investigation: text(input.investigation),
        };
        const invalid = validateOrderRequest(form);
        if (invalid) throw badRequest(invalid);
        const start = Date.parse(form.operationStartTime ?? '');
        if (!Number.isFinite(start)) throw badRequest(SERVER_MESSAGES.operationStartInvalid);
        if (!isWarrantLeadTimeOk(new Date(start), new Date(store.now()))) {
          throw badRequest(MESSAGES.warrantLeadTime);
        }
        const id = store.nextId();
        store.data.orders.push({
          id,
          createdAt: new Date(store.now()).toISOString(),
          author: form.author ?? '',
          approver: null,
          comment: null,
          faction: option(FACTIONS, form.faction, 'faction'),
          status: 'ON_CHECK',
          operationType: option(OPERATION_TYPES, form.operationType, 'operationType'),
          operationStartTime: new Date(start).toISOString(),
          description: form.description ?? '',
          position: form.position ?? '',
          rang: form.rang ?? '',
          investigation: form.investigation,
        });
        return { id, achievement: caller ? award(store, caller.member.id, 'first_order') : null };
      },
      { auth: 'optional' },
    ),

    route(
      store,
      'get',
      '/api/v1/order/all',
      // The view's operation details only for the order deciders (02 §2.5, §6).
      ({ caller }) =>
        rowsFor(
          'order',
          caller,
          newestFirst(store.data.orders, (o) => o.createdAt),
        ),
      {
        auth: 'optional',
      },
    ),

    route(store, 'get', '/api/v1/order/all-type', () => [...OPERATION_TYPES], { auth: 'optional' }),

    route(store, 'put', '/api/v1/order/{id}/approve', async ({ caller, params, body }) => {
      requireRole(caller, 'order', 'approve');
      const order = find(params.id);
      const input = await body();
      const operationType = text(input.operationType);
      const invalid = validateOrderApprove({ operationType });
      if (invalid) throw badRequest(invalid);
      const status = requireTransition(caller, 'order', 'approve', order.status);
      const approved: Partial<Schemas['Order']> = {
        status,
        approver: caller.member.nick,
        operationType: option(OPERATION_TYPES, operationType, 'operationType'),
      };
      Object.assign(order, approved);
      return order;
    }),

    route(store, 'put', '/api/v1/order/{id}/decline', async ({ caller, params, body }) => {
      requireRole(caller, 'order', 'decline');
      const order = find(params.id);
      const input = await body();
      const form = { comment: text(input.comment), operationType: text(input.operationType) };
      const invalid = validateOrderDecline(form);
      if (invalid) throw badRequest(invalid);
      const status = requireTransition(caller, 'order', 'decline', order.status);
      const declined: Partial<Schemas['Order']> = {
        status,
        approver: caller.member.nick,
        comment: form.comment,
        operationType: option(OPERATION_TYPES, form.operationType, 'operationType'),
      };
      Object.assign(order, declined);
      return order;
    }),

    route(
      store,
      'get',
      '/api/v1/order/{id}/report',
      ({ params }) => {
        const order = find(params.id);
        if (order.status !== 'APPROVED') throw conflict(SERVER_MESSAGES.warrantNotIssued);
        return html(warrant(store, order));
      },
      reportAuth('order'),
    ),
  ];
}
