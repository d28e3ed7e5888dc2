/** IB investigations (01 §2, §4 Investigations — without the joint flag, §6, §7). */
import type { HttpHandler } from 'msw';
import {
  FACTIONS,
  NOT_FOUND_MESSAGES,
  validateStartIbInvestigation,
  REPORT_PAGE_TEXT,
} from '@fbi/domain';
import { reportAuth, requireReportDoor } from '../auth/reportDoors.ts';
import { requirePermission } from '../auth/access.ts';
import { badRequest } from '../http/errors.ts';
import { option } from '../http/input.ts';
import { findById, idParam, str } from '../http/params.ts';
import { html } from '../http/responses.ts';
import { route } from '../http/route.ts';
import {
  closedList,
  closeInvestigation,
  investigationReport,
  openInvestigation,
} from '../logic/investigations.ts';
import type { Store } from '../store/store.ts';

/** Handlers of /api/v1/ib-investigation/... */
export function ibInvestigationHandlers(store: Store): HttpHandler[] {
  return [
    route(store, 'get', '/api/v1/ib-investigation/opened', ({ caller }) => {
      requirePermission(caller, 'seeIb');
      return store.data.ibInvestigations
        .filter((i) => !i.closedAt)
        .map(({ id, faction, author, createdAt }) => ({ id, faction, author, createdAt }));
    }),

    route(store, 'post', '/api/v1/ib-investigation/add', async ({ caller, body }) => {
      requirePermission(caller, 'manageIbInvestigation');
      const input = await body();
      const invalid = validateStartIbInvestigation({ faction: str(input.faction) });
      if (invalid) throw badRequest(invalid);
      const inv = openInvestigation(
        store,
        caller,
        option(FACTIONS, str(input.faction), 'faction'),
        false,
        null,
      );
      store.data.ibInvestigations.push(inv);
      return { id: inv.id, achievement: null };
    }),

    route(store, 'post', '/api/v1/ib-investigation/close', async ({ caller, body }) => {
      requirePermission(caller, 'manageIbInvestigation');
      const inv = closeInvestigation(
        store,
        store.data.ibInvestigations,
        store.data.ibReports,
        await body(),
      );
      return { id: inv.id, achievement: null };
    }),

    route(store, 'get', '/api/v1/ib-investigation/closed', ({ caller }) => {
      // 01 §6 "Closed investigations open: any non-user", IB ones included.
      requirePermission(caller, 'closedInvestigationsOpen');
      return closedList(store.data.ibInvestigations);
    }),

    route(
      store,
      'get',
      '/api/v1/ib-investigation/{id}/report',
      ({ caller, params }) => {
        requireReportDoor('ibInvestigation', caller);
        const inv = findById(
          store.data.ibInvestigations,
          idParam(params.id),
          NOT_FOUND_MESSAGES.investigation,
        );
        return html(
          investigationReport(
            store,
            inv,
            store.data.ibReports,
            REPORT_PAGE_TEXT.ibInvestigationTitle,
          ),
        );
      },
      reportAuth('ibInvestigation'),
    ),
  ];
}
