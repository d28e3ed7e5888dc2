/** MW reports and the public most-wanted page (01 §2, §3, §4 MW status, §5, §6, §7; 03 §2 /suspects). */
import type { HttpHandler } from 'msw';
import {
  absoluteSocialLink,
  isPublicMostWanted,
  normalizeList,
  NOT_FOUND_MESSAGES,
  publicFields,
  validateArrest,
} from '@fbi/domain';
import { reportAuth, requireReportDoor } from '../auth/reportDoors.ts';
import { award } from '../achievements.ts';
import { requirePermission, requireStaff } from '../auth/access.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { findById, idParam, str } from '../http/params.ts';
import { newestFirst } from '../http/lists.ts';
import { html, text } from '../http/responses.ts';
import { route } from '../http/route.ts';
import { storeImage } from '../http/upload.ts';
import { mostWantedInput } from '../logic/people.ts';
import { mostWantedVisibleTo, requireMostWantedEditor } from '../logic/personAccess.ts';
import { mostWantedReport, mostWantedSmallReport } from '../logic/personReports.ts';
import { reworkComment } from '../logic/review.ts';
import { requireRole, requireTransition } from '../logic/status.ts';
import type { Store } from '../store/store.ts';

/** Handlers of /api/v1/most-wanted/... */
export function mostWantedHandlers(store: Store): HttpHandler[] {
  const find = (id: string) =>
    findById(store.data.mostWanted, idParam(id), NOT_FOUND_MESSAGES.mostWanted);
  return [
    route(store, 'post', '/api/v1/most-wanted/add', async ({ caller, body }) => {
      requirePermission(caller, 'mwCreate');
      const fields = mostWantedInput(await body());
      const id = store.nextId();
      store.data.mostWanted.push({
        ...fields,
        id,
        author: caller.member.nick,
        createdAt: new Date(store.now()).toISOString(),
        status: 'ON_SENIOR_CHECK',
        comment: null,
        arrest: null,
      });
      return { id, achievement: award(store, caller.member.id, 'first_most_wanted') };
    }),

    route(store, 'post', '/api/v1/most-wanted/{nick}/photo', async ({ caller, request }) => {
      requirePermission(caller, 'mwCreate');
      // Only the file is stored: the report that sends its path as `photo` gets it, on submit.
      return text(await storeImage(store, request));
    }),

    route(store, 'get', '/api/v1/most-wanted/all', ({ caller }) => {
      requireStaff(caller);
      return newestFirst(
        store.data.mostWanted.filter((r) => mostWantedVisibleTo(caller, r)),
        (r) => r.createdAt,
      );
    }),

    route(
      store,
      'get',
      '/api/v1/most-wanted/all/public',
      () =>
        newestFirst(store.data.mostWanted, (r) => r.createdAt).flatMap((r) =>
          isPublicMostWanted(r.status)
            ? [{ ...publicFields('mostWanted', r), photo: r.photo || null, status: r.status }]
            : [],
        ),
      { auth: 'optional' },
    ),

    route(
      store,
      'get',
      '/api/v1/most-wanted/{id}/report',
      ({ caller, params }) => {
        requireReportDoor('mostWanted', caller);
        return html(mostWantedReport(store, find(params.id)));
      },
      reportAuth('mostWanted'),
    ),

    route(
      store,
      'get',
      '/api/v1/most-wanted/{id}/report/small',
      ({ params }) => {
        const report = find(params.id);
        // Not on the public page: answered as if absent, so no draft is revealed (03 §2).
        if (!isPublicMostWanted(report.status)) throw notFound(NOT_FOUND_MESSAGES.mostWanted);
        return html(mostWantedSmallReport(store, report));
      },
      reportAuth('mostWantedSmall'),
    ),

    route(store, 'put', '/api/v1/most-wanted/{id}/update', async ({ caller, params, body }) => {
      const report = find(params.id);
      const status = requireMostWantedEditor(caller, report);
      Object.assign(report, mostWantedInput(await body()), { status });
      return report;
    }),

    route(store, 'put', '/api/v1/most-wanted/{id}/update/{comment}', ({ caller, params }) => {
      requireRole(caller, 'mw', 'rework');
      const report = find(params.id);
      const comment = reworkComment(params.comment);
      report.status = requireTransition(caller, 'mw', 'rework', report.status);
      report.comment = comment;
      return report;
    }),

    route(store, 'put', '/api/v1/most-wanted/{id}/approve', ({ caller, params }) => {
      requireRole(caller, 'mw', 'approve');
      const report = find(params.id);
      report.status = requireTransition(caller, 'mw', 'approve', report.status);
      return report;
    }),

    route(store, 'put', '/api/v1/most-wanted/{id}/order', ({ caller, params }) => {
      requireRole(caller, 'mw', 'warrant');
      const report = find(params.id);
      report.status = requireTransition(caller, 'mw', 'warrant', report.status);
      return report;
    }),

    route(store, 'put', '/api/v1/most-wanted/{id}/arrest', async ({ caller, params, body }) => {
      requireRole(caller, 'mw', 'arrest');
      const report = find(params.id);
      const input = await body();
      const arrest = {
        isGuilty: input.isGuilty,
        region: str(input.region) ?? '',
        city: str(input.city) ?? '',
        proves: normalizeList(Array.isArray(input.proves) ? input.proves : []).map(
          absoluteSocialLink,
        ),
      };
      const invalid = validateArrest(arrest);
      if (invalid) throw badRequest(invalid);
      const status = requireTransition(caller, 'mw', 'arrest', report.status);
      report.arrest = { ...arrest, isGuilty: arrest.isGuilty === true };
      report.status = status;
      return report;
    }),
  ];
}
