/** Staff audit calls (01 §4 rank or position change, §7; 02 §3 Audit entry, §6, §7 Audit). */
import type { HttpHandler } from 'msw';
import { MESSAGES } from '@fbi/domain';
import { badRequest, notFound } from '../http/errors.ts';
import { str } from '../http/params.ts';
import { route } from '../http/route.ts';
import type { Store } from '../store/store.ts';
import { memberByNick } from './teamView.ts';
import { requireManager } from '../auth/access.ts';

/** Handlers of /api/v1/audit/... */
export function auditHandlers(store: Store): HttpHandler[] {
  return [
    route(store, 'post', '/api/v1/audit/add', async ({ caller, body }) => {
      const input = await body();
      // INACTIVE entries are made by the server when an inactivity is approved, never by this call.
      if (input.type !== 'PROMOTION' && input.type !== 'POSITION') {
        throw badRequest(MESSAGES.unknownAuditType);
      }
      const member = memberByNick(store, str(input.nick));
      if (!member) throw notFound('Агент не найден');
      requireManager(caller, member);
      const rang = str(input.rang);
      const position = str(input.position);
      if (input.type === 'PROMOTION' && rang === null) throw badRequest(MESSAGES.rankEmpty);
      if (input.type === 'POSITION' && position === null)
        throw badRequest('Должность не может быть пустой');
      const id = store.nextId();
      store.data.audits.push({
        id,
        nick: member.nick,
        author: caller.member.nick,
        type: input.type,
        rang: input.type === 'PROMOTION' ? rang : null,
        position: input.type === 'POSITION' ? position : null,
        createdAt: new Date(store.now()).toISOString(),
      });
      return { id, achievement: null };
    }),
  ];
}
