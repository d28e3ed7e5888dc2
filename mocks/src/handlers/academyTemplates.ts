/** Academy templates (03 §2 /academy-templates, §3 Academy template, §4, §5, §6, §7). */
import type { HttpHandler } from 'msw';
import { NOT_FOUND_MESSAGES } from '@fbi/domain';
import { requirePermission, requireStaff } from '../auth/access.ts';
import { notFound } from '../http/errors.ts';
import { newestFirst } from '../http/lists.ts';
import { findById, idParam } from '../http/params.ts';
import { route } from '../http/route.ts';
import { examsForTemplate, templateInput } from '../logic/academy.ts';
import { requireRole, requireTransition } from '../logic/status.ts';
import type { Store } from '../store/store.ts';

/** Handlers of /api/v1/academy-template/... */
export function academyTemplateHandlers(store: Store): HttpHandler[] {
  const find = (id: string) =>
    findById(store.data.academyTemplates, idParam(id), NOT_FOUND_MESSAGES.template);
  return [
    route(store, 'post', '/api/v1/academy-template/add', async ({ caller, body }) => {
      requirePermission(caller, 'createAcademyTemplate');
      const fields = templateInput(store, await body());
      const id = store.nextId();
      store.data.academyTemplates.push({
        id,
        createdAt: new Date(store.now()).toISOString(),
        author: caller.member.nick,
        status: 'INACTIVE',
        ...fields,
      });
      return { id, achievement: null };
    }),

    route(
      store,
      'put',
      '/api/v1/academy-template/{id}/update',
      async ({ caller, params, body }) => {
        requireRole(caller, 'academyTemplate', 'edit');
        const template = find(params.id);
        const fields = templateInput(store, await body());
        const status = requireTransition(caller, 'academyTemplate', 'edit', template.status);
        Object.assign(template, fields, { status });
        return template;
      },
    ),

    route(store, 'put', '/api/v1/academy-template/{id}/activate', ({ caller, params }) => {
      requireRole(caller, 'academyTemplate', 'activate');
      const template = find(params.id);
      const status = requireTransition(caller, 'academyTemplate', 'activate', template.status);
      // 03 §4: the others become inactive, grades are wiped, exams are made for every agent.
      for (const t of store.data.academyTemplates) t.status = 'INACTIVE';
      template.status = status;
      store.data.exams = examsForTemplate(template, store.data.members, store.nextId);
      return template;
    }),

    route(store, 'get', '/api/v1/academy-template/all', ({ caller }) => {
      requireStaff(caller);
      return newestFirst(store.data.academyTemplates, (t) => t.createdAt);
    }),

    route(store, 'get', '/api/v1/academy-template/all/active', ({ caller }) => {
      requireStaff(caller);
      const active = store.data.academyTemplates.find((t) => t.status === 'ACTIVE');
      if (!active) throw notFound(NOT_FOUND_MESSAGES.activeTemplate);
      return active;
    }),
  ];
}
