/** Office access (02 §2.6, §3 Office request, §4 Office status, §5, §6, §7). */
import type { HttpHandler } from 'msw';
import { FACTIONS, MESSAGES, NOT_FOUND_MESSAGES, validateOfficeRequest } from '@fbi/domain';
import { badRequest } from '../http/errors.ts';
import { option, text } from '../http/input.ts';
import { newestFirst } from '../http/lists.ts';
import { findById, idParam } from '../http/params.ts';
import { noContent } from '../http/responses.ts';
import { route } from '../http/route.ts';
import { officeLevel } from '../logic/office.ts';
import { rowsFor } from '../logic/personAccess.ts';
import { requireRole, requireTransition } from '../logic/status.ts';
import type { Store } from '../store/store.ts';

/** Handlers of /api/v1/office/... */
export function officeHandlers(store: Store): HttpHandler[] {
  const find = (id: string) =>
    findById(store.data.office, idParam(id), NOT_FOUND_MESSAGES.application);
  return [
    route(
      store,
      'post',
      '/api/v1/office/add',
      async ({ caller, body }) => {
        const input = await body();
        const form = {
          author: caller?.member.nick ?? text(input.author),
          faction: text(input.faction),
          rang: text(input.rang),
          position: text(input.position),
          passport: text(input.passport),
          description: text(input.description),
        };
        const invalid = validateOfficeRequest(form);
        if (invalid) throw badRequest(invalid);
        const id = store.nextId();
        store.data.office.push({
          id,
          createdAt: new Date(store.now()).toISOString(),
          author: form.author ?? '',
          approver: null,
          comment: null,
          status: 'ON_CHECK',
          level: null,
          rang: form.rang ?? '',
          position: form.position ?? '',
          faction: option(FACTIONS, form.faction, 'faction'),
          passport: form.passport ?? '',
          description: form.description ?? '',
        });
        return { id, achievement: null };
      },
      { auth: 'optional' },
    ),

    route(
      store,
      'get',
      '/api/v1/office/all',
      // The modal's passport link and basis only for the office roles (02 §2.6, §6).
      ({ caller }) =>
        rowsFor(
          'office',
          caller,
          newestFirst(store.data.office, (o) => o.createdAt),
        ),
      {
        auth: 'optional',
      },
    ),

    route(store, 'put', '/api/v1/office/{id}/approve', ({ caller, params, query }) => {
      requireRole(caller, 'office', 'issueLevel');
      const request = find(params.id);
      const value = officeLevel(query);
      const status = requireTransition(caller, 'office', 'issueLevel', request.status);
      Object.assign(request, { status, level: value, approver: caller.member.nick });
      return request;
    }),

    route(store, 'put', '/api/v1/office/{id}/decline', ({ caller, params, query }) => {
      requireRole(caller, 'office', 'decline');
      const request = find(params.id);
      const comment = query.get('comment')?.trim() ?? '';
      if (comment === '') throw badRequest(MESSAGES.commentRequired);
      const status = requireTransition(caller, 'office', 'decline', request.status);
      Object.assign(request, { status, comment, approver: caller.member.nick });
      return request;
    }),

    route(store, 'put', '/api/v1/office/{id}/update', ({ caller, params, query }) => {
      requireRole(caller, 'office', 'changeLevel');
      const request = find(params.id);
      const value = officeLevel(query);
      request.status = requireTransition(caller, 'office', 'changeLevel', request.status);
      request.level = value;
      return request;
    }),

    route(store, 'put', '/api/v1/office/{id}/level/delete', ({ caller, params }) => {
      requireRole(caller, 'office', 'withdrawLevel');
      const request = find(params.id);
      const status = requireTransition(caller, 'office', 'withdrawLevel', request.status);
      Object.assign(request, { status, level: null });
      return request;
    }),

    route(store, 'delete', '/api/v1/office/{id}/delete', ({ caller, params }) => {
      requireRole(caller, 'office', 'delete');
      const request = find(params.id);
      requireTransition(caller, 'office', 'delete', request.status);
      store.data.office = store.data.office.filter((o) => o.id !== request.id);
      return noContent();
    }),
  ];
}
