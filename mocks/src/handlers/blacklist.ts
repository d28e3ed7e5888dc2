/** The state blacklist (02 §2.4, §3 Blacklist entry, §5 Blacklist, §6, §7). */
import type { HttpHandler } from 'msw';
import { NOT_FOUND_MESSAGES, validateBlacklist } from '@fbi/domain';
import { requirePermission } from '../auth/access.ts';
import { badRequest } from '../http/errors.ts';
import { integer, text } from '../http/input.ts';
import { newestFirst } from '../http/lists.ts';
import { findById, idParam } from '../http/params.ts';
import { noContent } from '../http/responses.ts';
import { route } from '../http/route.ts';
import type { Store } from '../store/store.ts';

/** Handlers of /api/v1/blacklist/... */
export function blacklistHandlers(store: Store): HttpHandler[] {
  return [
    route(store, 'post', '/api/v1/blacklist/add', async ({ caller, body }) => {
      requirePermission(caller, 'addBlacklist');
      const input = await body();
      const form = {
        nick: text(input.nick),
        reason: text(input.reason),
        daysCount: integer(input.daysCount),
      };
      const invalid = validateBlacklist(form);
      if (invalid) throw badRequest(invalid);
      const days = form.daysCount ?? 1;
      const createdAt = store.now();
      const id = store.nextId();
      store.data.blacklist.push({
        id,
        createdAt: new Date(createdAt).toISOString(),
        nick: form.nick ?? '',
        reason: form.reason ?? '',
        author: caller.member.nick,
        daysCount: days,
        // Derived from the period (issue 3): valid for daysCount days from now.
        validUntil: new Date(createdAt + days * 86_400_000).toISOString(),
      });
      return { id, achievement: null };
    }),

    route(
      store,
      'get',
      '/api/v1/blacklist/all',
      () => newestFirst(store.data.blacklist, (b) => b.createdAt),
      {
        auth: 'optional',
      },
    ),

    route(store, 'delete', '/api/v1/blacklist/{id}/delete', ({ caller, params }) => {
      requirePermission(caller, 'manageBlacklist');
      const entry = findById(store.data.blacklist, idParam(params.id), NOT_FOUND_MESSAGES.record);
      store.data.blacklist = store.data.blacklist.filter((b) => b.id !== entry.id);
      return noContent();
    }),
  ];
}
