/** The suspects database (03 §2 /db, /db-public, §3 Suspect record, §4 Suspect, §5, §6, §7). */
import type { HttpHandler } from 'msw';
import { NOT_FOUND_MESSAGES, validateSuspect } from '@fbi/domain';
import { award } from '../achievements.ts';
import { requirePermission } from '../auth/access.ts';
import { badRequest } from '../http/errors.ts';
import { text } from '../http/input.ts';
import { contains, newestFirstCached, paginate, textParam } from '../http/lists.ts';
import { findById, idParam } from '../http/params.ts';
import { route } from '../http/route.ts';
import { databaseRequest } from '../logic/laboratory.ts';
import { requireRole, requireTransition } from '../logic/status.ts';
import { arrestProof, publicSuspect } from '../logic/suspects.ts';
import type { Store } from '../store/store.ts';
import type { Schemas } from '../store/types.ts';

/** Handlers of /api/v1/suspect/... */
export function suspectHandlers(store: Store): HttpHandler[] {
  const find = (id: string) =>
    findById(store.data.suspects, idParam(id), NOT_FOUND_MESSAGES.record);
  const list = (query: URLSearchParams): { items: Schemas['Suspect'][]; totalItems: number } => {
    const author = textParam(query, 'author');
    const nick = textParam(query, 'nick');
    const rows = newestFirstCached(store.data.suspects, (s) => s.createdAt).filter(
      (s) => contains(s.author, author) && contains(s.nick, nick),
    );
    return paginate(rows, query);
  };
  return [
    route(store, 'post', '/api/v1/suspect/add', async ({ caller, body }) => {
      requirePermission(caller, 'createSuspect');
      const input = await body();
      const form = { nick: text(input.nick), prove: text(input.prove), arrest: text(input.arrest) };
      const invalid = validateSuspect(form);
      if (invalid) throw badRequest(invalid);
      // 03 §4: a first arrest goes to the laboratory first (ON_LAB) with a database request.
      const lab = databaseRequest(store, caller, form.prove ?? '', form.nick ?? '');
      store.data.labRequests.push(lab);
      const id = store.nextId();
      store.data.suspects.push({
        id,
        author: caller.member.nick,
        nick: form.nick ?? '',
        status: 'ON_LAB',
        createdAt: new Date(store.now()).toISOString(),
        firstArrestProve: form.arrest ?? '',
        secondArrestProve: null,
        thirdArrestProve: null,
        laboratoryId: lab.id,
      });
      return { id, achievement: award(store, caller.member.id, 'first_arrest') };
    }),

    route(store, 'get', '/api/v1/suspect/all', ({ caller, query }) => {
      requirePermission(caller, 'suspectsDb');
      return list(query);
    }),

    route(
      store,
      'get',
      '/api/v1/suspect/all/public',
      ({ query }) => {
        const page = list(query);
        return { items: page.items.map(publicSuspect), totalItems: page.totalItems };
      },
      { auth: 'optional' },
    ),

    route(store, 'put', '/api/v1/suspect/{id}/second-arrest', async ({ caller, params, body }) => {
      requireRole(caller, 'suspect', 'secondArrest');
      const suspect = find(params.id);
      const proof = arrestProof(await body());
      const status = requireTransition(caller, 'suspect', 'secondArrest', suspect.status);
      Object.assign(suspect, { status, secondArrestProve: proof });
      return suspect;
    }),

    route(store, 'put', '/api/v1/suspect/{id}/third-arrest', async ({ caller, params, body }) => {
      requireRole(caller, 'suspect', 'thirdArrest');
      const suspect = find(params.id);
      const proof = arrestProof(await body());
      const status = requireTransition(caller, 'suspect', 'thirdArrest', suspect.status, {
        thirdArrestProve: suspect.thirdArrestProve,
      });
      Object.assign(suspect, { status, thirdArrestProve: proof });
      return suspect;
    }),
  ];
}
