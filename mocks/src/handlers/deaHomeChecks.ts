/** DEA home checks (03 §2 /dea-home and its modals, §3, §4 DEA home check, §5, §6, §7). */
import type { HttpHandler } from 'msw';
import { can, validateDeaCancel, validateDeaExecution, validateDeaHomeCheck } from '@fbi/domain';
import { requirePermission, requireStaff } from '../auth/access.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { text, textList } from '../http/input.ts';
import { newestFirst } from '../http/lists.ts';
import { findById, idParam } from '../http/params.ts';
import { noContent } from '../http/responses.ts';
import { route } from '../http/route.ts';
import { effectiveStatus, viewCheck } from '../logic/homeChecks.ts';
import { requireStatus } from '../logic/status.ts';
import type { Store } from '../store/store.ts';

/** Handlers of /api/v1/dea-home-check/... */
export function deaHomeCheckHandlers(store: Store): HttpHandler[] {
  const find = (id: string) => findById(store.data.homeChecks, idParam(id), 'Проверка не найдена');
  const require = (check: Parameters<typeof effectiveStatus>[0], from: string[], action: string) =>
    requireStatus('deaHomeCheck', effectiveStatus(check, store.now()), from, action);
  return [
    route(store, 'post', '/api/v1/dea-home-check/add', async ({ caller, body }) => {
      requirePermission(caller, 'deaHomeRequest');
      const input = await body();
      const form = {
        houseNo: text(input.houseNo),
        nick: text(input.nick),
        faction: text(input.faction),
        rang: text(input.rang),
        violationDate: text(input.violationDate),
        proves: textList(input.proves),
      };
      const invalid = validateDeaHomeCheck(form);
      if (invalid) throw badRequest(invalid);
      const id = store.nextId();
      store.data.homeChecks.push({
        id,
        createdAt: new Date(store.now()).toISOString(),
        houseNo: form.houseNo ?? '',
        author: caller.member.nick,
        nick: form.nick ?? '',
        faction: form.faction ?? '',
        rang: form.rang ?? '',
        status: 'ON_HEAD_CHECK',
        violationDate: form.violationDate ?? '',
        executor: null,
        comment: null,
        proves: form.proves,
        executionProves: [],
        allowedAt: null,
      });
      return { id, achievement: null };
    }),

    route(store, 'get', '/api/v1/dea-home-check/all', ({ caller }) => {
      requireStaff(caller);
      return newestFirst(store.data.homeChecks, (c) => c.createdAt).map((c) =>
        viewCheck(c, store.now()),
      );
    }),

    route(
      store,
      'put',
      '/api/v1/dea-home-check/{id}/update-status-comment',
      ({ caller, params, query }) => {
        requirePermission(caller, 'deaHomeDecide');
        const check = find(params.id);
        if (query.get('status') !== 'CANCELED')
          throw badRequest('С комментарием проверка только отменяется (CANCELED)');
        const comment = text(query.get('comment'));
        const invalid = validateDeaCancel(comment);
        if (invalid) throw badRequest(invalid);
        require(check, ['ON_HEAD_CHECK'], 'отменить проверку');
        Object.assign(check, { status: 'CANCELED', comment });
        return viewCheck(check, store.now());
      },
    ),

    route(
      store,
      'put',
      '/api/v1/dea-home-check/{id}/update-status',
      ({ caller, params, query }) => {
        requirePermission(caller, 'deaHomeDecide');
        const check = find(params.id);
        if (query.get('status') !== 'CHECK_ALLOWED')
          throw badRequest('Этим вызовом проверка только разрешается (CHECK_ALLOWED)');
        require(check, ['ON_HEAD_CHECK'], 'разрешить проверку');
        Object.assign(check, {
          status: 'CHECK_ALLOWED',
          allowedAt: new Date(store.now()).toISOString(),
        });
        return viewCheck(check, store.now());
      },
    ),

    route(store, 'put', '/api/v1/dea-home-check/{id}/execute', async ({ caller, params, body }) => {
      if (!can('deaHomeOpen', caller.roles) && !can('deaHomeDecide', caller.roles))
        throw forbidden();
      const check = find(params.id);
      const proves = textList((await body()).proves);
      const invalid = validateDeaExecution(proves);
      if (invalid) throw badRequest(invalid);
      require(check, ['CHECK_ALLOWED'], 'провести проверку');
      Object.assign(check, {
        status: 'SUCCESS',
        executor: caller.member.nick,
        executionProves: proves,
      });
      return viewCheck(check, store.now());
    }),

    route(store, 'delete', '/api/v1/dea-home-check/{id}/delete', ({ caller, params }) => {
      requirePermission(caller, 'deaHomeDecide');
      const check = find(params.id);
      require(check, ['ON_HEAD_CHECK', 'CHECK_ALLOWED'], 'удалить проверку');
      store.data.homeChecks = store.data.homeChecks.filter((c) => c.id !== check.id);
      return noContent();
    }),
  ];
}
