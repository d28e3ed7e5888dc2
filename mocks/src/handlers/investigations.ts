/** Investigations of CID and DEA (01 §2 Closed investigations, §3, §4 Investigations, §5, §6, §7). */
import type { HttpHandler } from 'msw';
import {
  branchOf,
  FACTIONS,
  investigationDirection,
  NOT_FOUND_MESSAGES,
  validateStartInvestigation,
  REPORT_PAGE_TEXT,
} from '@fbi/domain';
import { reportAuth, requireReportDoor } from '../auth/reportDoors.ts';
import { requirePermission, requireStaff } from '../auth/access.ts';
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
  toOpenInvestigation,
} from '../logic/investigations.ts';
import type { Store } from '../store/store.ts';

/** Handlers of /api/v1/investigation/... */
export function investigationHandlers(store: Store): HttpHandler[] {
  return [
    route(store, 'get', '/api/v1/investigation/opened', ({ caller }) => {
      requireStaff(caller);
      return store.data.investigations.filter((i) => !i.closedAt).map(toOpenInvestigation);
    }),

    route(store, 'post', '/api/v1/investigation/add', async ({ caller, body }) => {
      requirePermission(caller, 'manageInvestigation');
      const input = await body();
      const invalid = validateStartInvestigation({
        faction: str(input.faction),
        isJoint: input.isJoint,
        direction: str(input.direction),
        needsDirection: branchOf(caller.roles) === null,
      });
      if (invalid) throw badRequest(invalid);
      // The initiator's branch, or the one the director's office chose (01 §3 direction, §6).
      const inv = openInvestigation(
        store,
        caller,
        option(FACTIONS, str(input.faction), 'faction'),
        input.isJoint === true,
        investigationDirection(caller.roles, str(input.direction)),
      );
      store.data.investigations.push(inv);
      return { id: inv.id, achievement: null };
    }),

    route(store, 'post', '/api/v1/investigation/close', async ({ caller, body }) => {
      requirePermission(caller, 'manageInvestigation');
      const inv = closeInvestigation(
        store,
        store.data.investigations,
        store.data.raports,
        await body(),
      );
      return { id: inv.id, achievement: null };
    }),

    route(
      store,
      'get',
      '/api/v1/investigation/closed',
      () => closedList(store.data.investigations),
      {
        auth: 'optional',
      },
    ),

    route(
      store,
      'get',
      '/api/v1/investigation/{id}/report',
      ({ caller, params }) => {
        requireReportDoor('investigation', caller);
        const inv = findById(
          store.data.investigations,
          idParam(params.id),
          NOT_FOUND_MESSAGES.investigation,
        );
        return html(
          investigationReport(store, inv, store.data.raports, REPORT_PAGE_TEXT.investigationTitle),
        );
      },
      reportAuth('investigation'),
    ),
  ];
}
