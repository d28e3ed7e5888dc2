/** Staff audit calls (01 §4 rank or position change, §7; 02 §2.11, §3 Audit entry, §6, §7 Audit). */
import type { HttpHandler } from 'msw';
import {
  auditTypeLabel,
  can,
  MESSAGES,
  NOT_FOUND_MESSAGES,
  REPORT_PAGE_TEXT,
  PROFILE_TEXT,
} from '@fbi/domain';
import { reportAuth } from '../auth/reportDoors.ts';
import { requireManager, requirePermission, requireStaff } from '../auth/access.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { findById, idParam, str } from '../http/params.ts';
import { html, noContent } from '../http/responses.ts';
import { route } from '../http/route.ts';
import { dateTime, renderReport } from '../html/report.ts';
import type { Store } from '../store/store.ts';
import { memberByNick } from '../logic/teamView.ts';
import { requireHrProfileAccess } from '../logic/personAccess.ts';
import type { Caller } from '../auth/sessions.ts';

/** Handlers of /api/v1/audit/... */
export function auditHandlers(store: Store): HttpHandler[] {
  const find = (id: string) => findById(store.data.audits, idParam(id), NOT_FOUND_MESSAGES.audit);
  /**
   * 403 unless the caller may open another person's audit: the HR profile's table rule; for a
   * nick no member holds any more (a dismissed agent), the HR roles.
   */
  const requireAuditReader = (caller: Caller, nick: string | null) => {
    const member = memberByNick(store, nick);
    if (member) requireHrProfileAccess(caller, member);
    else if (!can('hrProfile', caller.roles)) throw forbidden();
  };
  return [
    route(store, 'post', '/api/v1/audit/add', async ({ caller, body }) => {
      const input = await body();
      // INACTIVE entries are made by the server when an inactivity is approved, never by this call.
      if (input.type !== 'PROMOTION' && input.type !== 'POSITION') {
        throw badRequest(MESSAGES.unknownAuditType);
      }
      const member = memberByNick(store, str(input.nick));
      if (!member) throw notFound(NOT_FOUND_MESSAGES.agent);
      requireManager(caller, member);
      const rang = str(input.rang);
      const position = str(input.position);
      if (input.type === 'PROMOTION' && rang === null) throw badRequest(MESSAGES.rankEmpty);
      if (input.type === 'POSITION' && position === null) {
        throw badRequest(MESSAGES.positionEmpty);
      }
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

    route(store, 'get', '/api/v1/audit/nick/{nick}', ({ caller, params }) => {
      requireStaff(caller);
      const nick = str(params.nick);
      // One's own entries are open to anyone with a role; another's to the HR roles of that
      // person's roster table (02 §2.11, 01 §6 HR dropdown), like the HR profile they sit on.
      if (nick !== caller.member.nick) requireAuditReader(caller, nick);
      return store.data.audits
        .filter((a) => a.nick === nick)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    }),

    route(
      store,
      'get',
      '/api/v1/audit/{id}/report',
      ({ params }) => {
        const entry = find(params.id);
        const fields = [
          [REPORT_PAGE_TEXT.employee, entry.nick],
          [REPORT_PAGE_TEXT.auditType, auditTypeLabel(entry.type)],
          [REPORT_PAGE_TEXT.newRank, entry.rang],
          [REPORT_PAGE_TEXT.newPosition, entry.position],
          [PROFILE_TEXT.auditAuthor, entry.author],
          [PROFILE_TEXT.auditDate, dateTime(entry.createdAt)],
        ] as const;
        return html(
          renderReport(
            {
              title: REPORT_PAGE_TEXT.auditTitle(entry.id),
              subtitle: auditTypeLabel(entry.type),
              sections: [{ title: REPORT_PAGE_TEXT.order, fields }],
            },
            store.now(),
          ),
        );
      },
      reportAuth('audit'),
    ),

    route(store, 'delete', '/api/v1/audit/{id}/delete', ({ caller, params }) => {
      requirePermission(caller, 'deleteAudit');
      const entry = find(params.id);
      if (entry.nick !== caller.member.nick) requireAuditReader(caller, entry.nick);
      store.data.audits = store.data.audits.filter((a) => a.id !== entry.id);
      return noContent();
    }),
  ];
}
