/**
 * The home feature's calls (01 §7 news, public team cards): one function per operation, and for
 * reads a `…QueryOptions()` whose key starts at the resource's root in `queryRoots`.
 */
import { unwrap, type components } from '@fbi/api';
import { api } from '../../shared/api.ts';
import { apiPost, getQuery, recordDelete } from '../../shared/call.ts';
import { multipartBody } from '../../shared/multipart.ts';
import { queryRoots } from '../../shared/queryKeys.ts';

/** A news item (01 §3 News). */
export type News = components['schemas']['News'];
/** A public card of the home-page org chart (01 §2 Home page, `GET /api/v1/team/all-photo`). */
export type TeamCard = components['schemas']['TeamCard'];
/** The org chart's answer: the cards and their count (01 §7 `GET /api/v1/team/all-photo`). */
export type TeamPhotoResponse = components['schemas']['TeamPhotoResponse'];
/** The press-article payload of `POST /api/v1/news/add` (01 §7). */
export type PressArticle = components['schemas']['NewsCreate'];

/** GET /api/v1/news/all — all news (public, 01 §7). */
export function newsQueryOptions() {
  return getQuery([...queryRoots.news], '/api/v1/news/all');
}

/**
 * GET /api/v1/team/all-photo — the org chart's cards (public, 01 §7). Its root is its own: a
 * roster change names it in its `invalidates` (team feature's ROSTER_CHANGES).
 */
export function teamPhotoQueryOptions() {
  return getQuery([...queryRoots.teamPhoto], '/api/v1/team/all-photo');
}

/** POST /api/v1/news/add — publishes a press article (01 §7); may answer an achievement. */
export function addNews(body: PressArticle) {
  return apiPost('/api/v1/news/add', { body });
}

/** DELETE /api/v1/news/{id}/delete — removes a news item (01 §7). */
export function deleteNews(id: number) {
  return recordDelete('/api/v1/news/{id}/delete', id);
}

/**
 * POST /api/v1/news/{header}/photo — uploads the article's photo under its header (01 §5, §7).
 * @returns the stored photo's path (plain text).
 */
export function uploadNewsPhoto(input: { header: string; file: File }): Promise<string> {
  return unwrap(
    api.POST('/api/v1/news/{header}/photo', {
      params: { path: { header: input.header } },
      ...multipartBody(input.file),
      parseAs: 'text',
    }),
  );
}
