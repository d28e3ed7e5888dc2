/** Laboratory expertise requests (03 §2 /laboratory, §3, §4 Laboratory request, §5, §6, §7). */
import type { HttpHandler } from 'msw';
import {
  EXPERTISE_KINDS,
  FACTIONS,
  NOT_FOUND_MESSAGES,
  SERVER_MESSAGES,
  validateLabDecline,
  validateLabExecution,
  validateLabRequest,
} from '@fbi/domain';
import { reportAuth } from '../auth/reportDoors.ts';
import { award } from '../achievements.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { option, text } from '../http/input.ts';
import { contains, newestFirstCached, paginate, textParam } from '../http/lists.ts';
import { findById, idParam } from '../http/params.ts';
import { html } from '../http/responses.ts';
import { route } from '../http/route.ts';
import { autoAnswers, labReport, settleSuspect } from '../logic/laboratory.ts';
import { rowsFor } from '../logic/personAccess.ts';
import { requireRole, requireTransition } from '../logic/status.ts';
import type { Store } from '../store/store.ts';

/** Handlers of /api/v1/laboratory/... */
export function laboratoryHandlers(store: Store): HttpHandler[] {
  const find = (id: string) =>
    findById(store.data.labRequests, idParam(id), NOT_FOUND_MESSAGES.labRequest);
  return [
    route(
      store,
      'post',
      '/api/v1/laboratory/add',
      async ({ caller, body }) => {
        const input = await body();
        const rows = Array.isArray(input.expertise)
          ? (input.expertise as Record<string, unknown>[])
          : [];
        const form = {
          nick: text(input.nick),
          faction: text(input.faction),
          rang: text(input.rang),
          division: text(input.division),
          expertise: rows.map((e) => text(e?.name)),
          objects: text(input.objects),
          proves: text(input.proves),
          type: text(input.type),
          goal: text(input.goal),
        };
        const invalid = validateLabRequest(form);
        if (invalid) throw badRequest(invalid);
        const id = store.nextId();
        store.data.labRequests.push({
          id,
          nick: form.nick ?? '',
          approver: null,
          comment: null,
          status: 'ON_CHECK',
          createdAt: new Date(store.now()).toISOString(),
          rang: form.rang ?? '',
          faction: option(FACTIONS, form.faction, 'faction'),
          division: form.division ?? '',
          expertise: form.expertise.map((name, i) => ({
            name: option(EXPERTISE_KINDS, name, `expertise[${i}].name`),
          })),
          answers: [],
          proves: form.proves ?? '',
          objects: form.objects ?? '',
          type: form.type ?? '',
          goal: form.goal ?? '',
          isDb: false,
        });
        return {
          id,
          achievement: caller ? award(store, caller.member.id, 'first_lab_request') : null,
        };
      },
      { auth: 'optional' },
    ),

    route(
      store,
      'get',
      '/api/v1/laboratory/all',
      ({ caller, query }) => {
        const approver = textParam(query, 'approver');
        const nick = textParam(query, 'nick');
        const rows = newestFirstCached(store.data.labRequests, (r) => r.createdAt).filter(
          (r) => contains(r.approver, approver) && contains(r.nick, nick),
        );
        const page = paginate(rows, query);
        // The detail (objects, proof link, …) only for the lab roles (03 §2, §6).
        return { ...page, items: rowsFor('laboratory', caller, page.items) };
      },
      { auth: 'optional' },
    ),

    route(store, 'put', '/api/v1/laboratory/{id}/approve', ({ caller, params }) => {
      requireRole(caller, 'laboratory', 'take');
      const lab = find(params.id);
      const status = requireTransition(caller, 'laboratory', 'take', lab.status, lab);
      Object.assign(lab, { status, approver: caller.member.nick });
      return lab;
    }),

    route(store, 'put', '/api/v1/laboratory/{id}/decline', async ({ caller, params, body }) => {
      requireRole(caller, 'laboratory', 'decline');
      const lab = find(params.id);
      const comment = text((await body()).comment);
      const invalid = validateLabDecline(comment);
      if (invalid) throw badRequest(invalid);
      const status = requireTransition(caller, 'laboratory', 'decline', lab.status, lab);
      Object.assign(lab, {
        status,
        comment,
        approver: lab.approver ?? caller.member.nick,
      });
      settleSuspect(store, lab, 'DECLINED');
      return lab;
    }),

    route(store, 'put', '/api/v1/laboratory/{id}/execute', async ({ caller, params, body }) => {
      requireRole(caller, 'laboratory', 'finish');
      const lab = find(params.id);
      const answers: unknown = (await body()).answers;
      const invalid = validateLabExecution(lab.expertise, answers);
      if (invalid) throw badRequest(invalid);
      const status = requireTransition(caller, 'laboratory', 'finish', lab.status, lab);
      const list = answers as Record<string, unknown>[];
      lab.answers = lab.expertise.map((e, i) => ({
        name: e.name,
        text: text(list[i]?.text) ?? '',
        link: text(list[i]?.link) ?? '',
        methods: text(list[i]?.methods) ?? '',
      }));
      Object.assign(lab, { status, approver: lab.approver ?? caller.member.nick });
      settleSuspect(store, lab, 'FIRST');
      return lab;
    }),

    route(store, 'put', '/api/v1/laboratory/{id}/execute-auto', ({ caller, params }) => {
      requireRole(caller, 'laboratory', 'approve');
      const lab = find(params.id);
      const status = requireTransition(caller, 'laboratory', 'approve', lab.status, lab);
      Object.assign(lab, {
        status,
        approver: caller.member.nick,
        answers: autoAnswers(lab),
      });
      settleSuspect(store, lab, 'FIRST');
      return lab;
    }),

    route(
      store,
      'get',
      '/api/v1/laboratory/{id}/report',
      ({ params }) => {
        const lab = find(params.id);
        if (lab.status !== 'DONE') throw conflict(SERVER_MESSAGES.labRequestNotDone);
        return html(labReport(store, lab));
      },
      reportAuth('laboratory'),
    ),
  ];
}
