/** DEA home checks (03 §2 /dea-home and its modals, §3, §4 DEA home check, §5, §6, §7). */
import type { HttpHandler } from 'msw';
import {
  DEA_HOME_STATUS_MESSAGES,
  FACTIONS,
  NOT_FOUND_MESSAGES,
  validateDeaCancel,
  validateDeaExecution,
  validateDeaHomeCheck,
} from '@fbi/domain';
import { requirePermission, requireStaff } from '../auth/access.ts';
import { badRequest } from '../http/errors.ts';
import { option, text, textList } from '../http/input.ts';
import { newestFirst } from '../http/lists.ts';
import { findById, idParam } from '../http/params.ts';
import { noContent } from '../http/responses.ts';
import { route } from '../http/route.ts';
import { effectiveStatus, viewCheck } from '../logic/homeChecks.ts';
import { requireRole, requireTransition } from '../logic/status.ts';
import type { Store } from '../store/store.ts';
import type { HomeCheckRecord } from '../store/types.ts';

/** Handlers of /api/v1/dea-home-check/... */
export function deaHomeCheckHandlers(store: Store): HttpHandler[] {
  const find = (id: string) =>
    findById(store.data.homeChecks, idParam(id), NOT_FOUND_MESSAGES.homeCheck);
  // Transitions start from the status as read now (an allowed check expires after 48 hours).
  const now = (check: HomeCheckRecord) => effectiveStatus(check, store.now());
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
        faction: option(FACTIONS, form.faction, 'faction'),
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
        requireRole(caller, 'deaHomeCheck', 'cancel');
        const check = find(params.id);
        if (query.get('status') !== 'CANCELED')
          throw badRequest(DEA_HOME_STATUS_MESSAGES.cancelOnly);
        const comment = text(query.get('comment'));
        const invalid = validateDeaCancel(comment);
        if (invalid) throw badRequest(invalid);
        const status = requireTransition(caller, 'deaHomeCheck', 'cancel', now(check));
        Object.assign(check, { status, comment });
        return viewCheck(check, store.now());
      },
    ),

    route(
      store,
      'put',
      '/api/v1/dea-home-check/{id}/update-status',
      ({ caller, params, query }) => {
        requireRole(caller, 'deaHomeCheck', 'allow');
        const check = find(params.id);
        if (query.get('status') !== 'CHECK_ALLOWED')
          throw badRequest(DEA_HOME_STATUS_MESSAGES.allowOnly);
        const status = requireTransition(caller, 'deaHomeCheck', 'allow', now(check));
        Object.assign(check, {
          status,
          allowedAt: new Date(store.now()).toISOString(),
        });
        return viewCheck(check, store.now());
      },
    ),

    route(store, 'put', '/api/v1/dea-home-check/{id}/execute', async ({ caller, params, body }) => {
      requireRole(caller, 'deaHomeCheck', 'conduct');
      const check = find(params.id);
      const proves = textList((await body()).proves);
      const invalid = validateDeaExecution(proves);
      if (invalid) throw badRequest(invalid);
      const status = requireTransition(caller, 'deaHomeCheck', 'conduct', now(check));
      Object.assign(check, {
        status,
        executor: caller.member.nick,
        executionProves: proves,
      });
      return viewCheck(check, store.now());
    }),

    route(store, 'delete', '/api/v1/dea-home-check/{id}/delete', ({ caller, params }) => {
      requireRole(caller, 'deaHomeCheck', 'delete');
      const check = find(params.id);
      requireTransition(caller, 'deaHomeCheck', 'delete', now(check));
      store.data.homeChecks = store.data.homeChecks.filter((c) => c.id !== check.id);
      return noContent();
    }),
  ];
}
