/** National security assessments (02 §2.8, §3, §4 status, §5, §6, §7). */
import type { HttpHandler } from 'msw';
import { NOT_FOUND_MESSAGES } from '@fbi/domain';
import { requirePermission } from '../auth/access.ts';
import { contains, dateParam, newestFirst, textParam, dayRange, inRange } from '../http/lists.ts';
import { findById, idParam } from '../http/params.ts';
import { route } from '../http/route.ts';
import { nationalSecurityInput, nationalSecurityVisibleTo } from '../logic/nationalSecurity.ts';
import { requireRecordEditor, rowsFor } from '../logic/personAccess.ts';
import { approve, resubmit, sendBack } from '../logic/review.ts';
import { requireRole } from '../logic/status.ts';
import type { Store } from '../store/store.ts';

/** Handlers of /api/v1/national-security/... */
export function nationalSecurityHandlers(store: Store): HttpHandler[] {
  const find = (id: string) =>
    findById(store.data.nationalSecurity, idParam(id), NOT_FOUND_MESSAGES.report);
  return [
    route(store, 'post', '/api/v1/national-security/add', async ({ caller, body }) => {
      requirePermission(caller, 'fileNationalSecurity');
      const fields = nationalSecurityInput(await body());
      const id = store.nextId();
      store.data.nationalSecurity.push({
        id,
        author: caller.member.nick,
        ...fields,
        comment: null,
        status: 'ON_INSPECTOR_CHECK',
        createdAt: new Date(store.now()).toISOString(),
      });
      return { id, achievement: null };
    }),

    route(
      store,
      'get',
      '/api/v1/national-security/all',
      ({ caller, query }) => {
        const faction = query.get('faction')?.trim() || null;
        const nick = textParam(query, 'nick');
        const range = dayRange(dateParam(query, 'dateFrom'), dateParam(query, 'dateTo'));
        const rows = store.data.nationalSecurity.filter(
          (r) =>
            nationalSecurityVisibleTo(caller, r) &&
            (faction === null || r.faction === faction) &&
            contains(r.author, nick) &&
            inRange(r.createdAt, range),
        );
        // Description and comment only for the roles that open rows (02 §2.8, §6).
        return rowsFor(
          'nationalSecurity',
          caller,
          newestFirst(rows, (r) => r.createdAt),
        );
      },
      { auth: 'optional' },
    ),

    route(
      store,
      'put',
      '/api/v1/national-security/{id}/update',
      async ({ caller, params, body }) => {
        requireRole(caller, 'nationalSecurity', 'edit');
        const report = find(params.id);
        requireRecordEditor(caller, 'nationalSecurity', report);
        const fields = nationalSecurityInput(await body());
        resubmit(caller, 'nationalSecurity', report, fields);
        return report;
      },
    ),

    route(store, 'put', '/api/v1/national-security/{id}/approve', ({ caller, params }) => {
      requireRole(caller, 'nationalSecurity', 'approve');
      const report = find(params.id);
      approve(caller, 'nationalSecurity', report);
      return report;
    }),

    route(store, 'put', '/api/v1/national-security/{id}/update/{comment}', ({ caller, params }) => {
      requireRole(caller, 'nationalSecurity', 'rework');
      const report = find(params.id);
      sendBack(caller, 'nationalSecurity', report, params.comment);
      return report;
    }),
  ];
}
