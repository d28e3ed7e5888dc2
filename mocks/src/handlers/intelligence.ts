/** IB dossiers (01 §2 Intelligence, §3, §4 IB dossier status, §5 IB dossier, §6, §7). */
import type { HttpHandler } from 'msw';
import { NOT_FOUND_MESSAGES } from '@fbi/domain';
import { reportAuth, requireReportDoor } from '../auth/reportDoors.ts';
import { award } from '../achievements.ts';
import { requirePermission } from '../auth/access.ts';
import { findById, idParam } from '../http/params.ts';
import { newestFirst } from '../http/lists.ts';
import { html, text } from '../http/responses.ts';
import { route } from '../http/route.ts';
import { storeImage } from '../http/upload.ts';
import { dossierInput } from '../logic/people.ts';
import { dossierVisibleTo, requireRecordEditor } from '../logic/personAccess.ts';
import { dossierReport } from '../logic/personReports.ts';
import { approve, resubmit, reworkComment, sendBack } from '../logic/review.ts';
import { requireRole, requireTransition } from '../logic/status.ts';
import type { Store } from '../store/store.ts';

/** Handlers of /api/v1/intelligence/... */
export function intelligenceHandlers(store: Store): HttpHandler[] {
  const find = (id: string) =>
    findById(store.data.dossiers, idParam(id), NOT_FOUND_MESSAGES.dossier);
  return [
    route(store, 'post', '/api/v1/intelligence/add', async ({ caller, body }) => {
      requirePermission(caller, 'createDossier');
      const fields = dossierInput(await body());
      const id = store.nextId();
      store.data.dossiers.push({
        ...fields,
        id,
        author: caller.member.nick,
        createdAt: new Date(store.now()).toISOString(),
        status: 'ON_HEAD_CHECK',
        comment: null,
        dirComment: null,
      });
      return { id, achievement: award(store, caller.member.id, 'first_dossier') };
    }),

    route(store, 'post', '/api/v1/intelligence/{nick}/photo', async ({ caller, request }) => {
      requirePermission(caller, 'createDossier');
      // Only the file is stored: the dossier that sends its path as `photo` gets it, on submit.
      return text(await storeImage(store, request));
    }),

    route(store, 'get', '/api/v1/intelligence/all', ({ caller }) => {
      requirePermission(caller, 'dossierOpen');
      return newestFirst(
        store.data.dossiers.filter((d) => dossierVisibleTo(caller, d)),
        (d) => d.createdAt,
      );
    }),

    route(store, 'put', '/api/v1/intelligence/{id}/update', async ({ caller, params, body }) => {
      requireRole(caller, 'ibDossier', 'edit');
      const dossier = find(params.id);
      requireRecordEditor(caller, 'ibDossier', dossier);
      const fields = dossierInput(await body());
      resubmit(caller, 'ibDossier', dossier, fields);
      return dossier;
    }),

    route(store, 'put', '/api/v1/intelligence/{id}/approve', ({ caller, params }) => {
      requireRole(caller, 'ibDossier', 'approve');
      const dossier = find(params.id);
      approve(caller, 'ibDossier', dossier);
      return dossier;
    }),

    route(store, 'put', '/api/v1/intelligence/{id}/update/{comment}', ({ caller, params }) => {
      requireRole(caller, 'ibDossier', 'rework');
      const dossier = find(params.id);
      sendBack(caller, 'ibDossier', dossier, params.comment);
      return dossier;
    }),

    route(store, 'put', '/api/v1/intelligence/{id}/dir-comment/{comment}', ({ caller, params }) => {
      requireRole(caller, 'ibDossier', 'directorComment');
      const dossier = find(params.id);
      const text = reworkComment(params.comment);
      requireTransition(caller, 'ibDossier', 'directorComment', dossier.status);
      dossier.dirComment = text;
      return dossier;
    }),

    route(
      store,
      'get',
      '/api/v1/intelligence/{id}/report',
      ({ caller, params }) => {
        requireReportDoor('dossier', caller);
        return html(dossierReport(store, find(params.id)));
      },
      reportAuth('dossier'),
    ),
  ];
}
