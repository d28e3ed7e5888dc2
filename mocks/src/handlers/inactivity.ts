/** Inactivity notices (02 §2.7, §3 Inactivity request, §4 Inactivity status, §5, §6, §7). */
import type { HttpHandler } from 'msw';
import {
  isIsoDate,
  MESSAGES,
  NOT_FOUND_MESSAGES,
  SERVER_MESSAGES,
  statusLabel,
  validateInactivity,
  REPORT_PAGE_TEXT,
  INACTIVITY_TEXT,
} from '@fbi/domain';
import { reportAuth, requireReportDoor } from '../auth/reportDoors.ts';
import { requirePermission } from '../auth/access.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { text } from '../http/input.ts';
import { findById, idParam } from '../http/params.ts';
import { html, noContent } from '../http/responses.ts';
import { route } from '../http/route.ts';
import { date, renderReport } from '../html/report.ts';
import { requireRole, requireTransition } from '../logic/status.ts';
import type { Store } from '../store/store.ts';

/** Handlers of /api/v1/inactive/... */
export function inactivityHandlers(store: Store): HttpHandler[] {
  const find = (id: string) =>
    findById(store.data.inactivity, idParam(id), NOT_FOUND_MESSAGES.application);
  return [
    route(store, 'post', '/api/v1/inactive/add', async ({ caller, body }) => {
      requirePermission(caller, 'requestInactivity');
      const input = await body();
      const form = { dueDate: text(input.dueDate), reason: text(input.reason) };
      const invalid = validateInactivity(form);
      if (invalid) throw badRequest(invalid);
      if (!isIsoDate(form.dueDate)) throw badRequest(SERVER_MESSAGES.dueDateFormat);
      const id = store.nextId();
      store.data.inactivity.push({
        id,
        nick: caller.member.nick,
        dueDate: form.dueDate ?? '',
        reason: form.reason ?? '',
        status: 'ON_HR_CHECK',
        comment: null,
      });
      return { id, achievement: null };
    }),

    // Ids grow with time, so the newest request is the one with the highest id.
    route(store, 'get', '/api/v1/inactive/all', ({ caller }) => {
      requirePermission(caller, 'requestInactivity');
      return [...store.data.inactivity].sort((a, b) => b.id - a.id);
    }),

    route(store, 'put', '/api/v1/inactive/{id}/approve', ({ caller, params }) => {
      requireRole(caller, 'inactivity', 'approve');
      const request = find(params.id);
      request.status = requireTransition(caller, 'inactivity', 'approve', request.status);
      // An approved inactivity is a staff audit entry of type INACTIVE (02 §3 Audit entry).
      store.data.audits.push({
        id: store.nextId(),
        nick: request.nick,
        author: caller.member.nick,
        type: 'INACTIVE',
        rang: null,
        position: null,
        createdAt: new Date(store.now()).toISOString(),
      });
      return request;
    }),

    route(
      store,
      'put',
      '/api/v1/inactive/{id}/decline',
      async ({ caller, params, query, request }) => {
        requireRole(caller, 'inactivity', 'decline');
        const record = find(params.id);
        // The client sends the comment as a query parameter and in the body (02 §7).
        let fromBody: string | null = null;
        if (request.headers.get('content-type')?.includes('json')) {
          const parsed: unknown = await request.json().catch(() => null);
          if (parsed && typeof parsed === 'object' && 'comment' in parsed)
            fromBody = text(parsed.comment);
        }
        const comment = text(query.get('comment')) ?? fromBody;
        if (comment === null) throw badRequest(MESSAGES.commentRequired);
        const status = requireTransition(caller, 'inactivity', 'decline', record.status);
        Object.assign(record, { status, comment });
        return record;
      },
    ),

    route(store, 'delete', '/api/v1/inactive/{id}/delete', ({ caller, params }) => {
      requireRole(caller, 'inactivity', 'remove');
      const record = find(params.id);
      requireTransition(caller, 'inactivity', 'remove', record.status);
      store.data.inactivity = store.data.inactivity.filter((i) => i.id !== record.id);
      return noContent();
    }),

    route(
      store,
      'get',
      '/api/v1/inactive/{id}/report',
      ({ caller, params }) => {
        requireReportDoor('inactivity', caller);
        const record = find(params.id);
        if (record.status !== 'APPROVED') throw conflict(SERVER_MESSAGES.inactivityNotApproved);
        return html(
          renderReport(
            {
              title: REPORT_PAGE_TEXT.inactivityTitle(record.id),
              sections: [
                {
                  title: REPORT_PAGE_TEXT.order,
                  fields: [
                    [REPORT_PAGE_TEXT.employee, record.nick],
                    [REPORT_PAGE_TEXT.until, date(`${record.dueDate}T12:00:00Z`)],
                    [INACTIVITY_TEXT.reason, record.reason],
                    [INACTIVITY_TEXT.status, statusLabel('inactivity', record.status)],
                  ],
                },
              ],
            },
            store.now(),
          ),
        );
      },
      reportAuth('inactivity'),
    ),
  ];
}
