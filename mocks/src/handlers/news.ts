/** News calls (01 §2 Home page and news modal, §3 News, §5 Press article, §6, §7). */
import type { HttpHandler } from 'msw';
import { NOT_FOUND_MESSAGES, validateNewsForm, validateNewsPhotoUpload } from '@fbi/domain';
import { award } from '../achievements.ts';
import { requirePermission } from '../auth/access.ts';
import { badRequest } from '../http/errors.ts';
import { findById, idParam, str } from '../http/params.ts';
import { noContent, text } from '../http/responses.ts';
import { route } from '../http/route.ts';
import { storeImage } from '../http/upload.ts';
import type { Store } from '../store/store.ts';

/** Handlers of /api/v1/news/... */
export function newsHandlers(store: Store): HttpHandler[] {
  return [
    route(
      store,
      'get',
      '/api/v1/news/all',
      () => [...store.data.news].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
      { auth: 'optional' },
    ),

    route(store, 'post', '/api/v1/news/add', async ({ caller, body }) => {
      requirePermission(caller, 'pressArticles');
      const input = await body();
      const invalid = validateNewsForm(input);
      if (invalid) throw badRequest(invalid);
      const id = store.nextId();
      store.data.news.push({
        id,
        header: str(input.header) ?? '',
        subheader: str(input.subheader) ?? '',
        text: str(input.text) ?? '',
        photo: str(input.photo),
        createdAt: new Date(store.now()).toISOString(),
      });
      return { id, achievement: award(store, caller.member.id, 'first_news') };
    }),

    route(store, 'post', '/api/v1/news/{header}/photo', async ({ caller, params, request }) => {
      requirePermission(caller, 'pressArticles');
      const header = str(params.header);
      const invalid = validateNewsPhotoUpload(header);
      if (invalid) throw badRequest(invalid);
      const path = await storeImage(store, request);
      // The photo is usually uploaded before the article exists; an existing one gets it too.
      for (const item of store.data.news) if (item.header === header) item.photo = path;
      return text(path);
    }),

    route(store, 'delete', '/api/v1/news/{id}/delete', ({ caller, params }) => {
      requirePermission(caller, 'pressArticles');
      const item = findById(store.data.news, idParam(params.id), NOT_FOUND_MESSAGES.news);
      store.data.news = store.data.news.filter((n) => n.id !== item.id);
      return noContent();
    }),
  ];
}
