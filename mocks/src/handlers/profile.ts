/** Profile calls (01 §7 own photo; 02 §2.11, §3 Profile, §7 Profile). */
import type { HttpHandler } from 'msw';
import { requireStaff } from '../auth/access.ts';
import { text } from '../http/responses.ts';
import { route } from '../http/route.ts';
import type { Store } from '../store/store.ts';

/** Handlers of /api/v1/profile/... */
export function profileHandlers(store: Store): HttpHandler[] {
  return [
    route(store, 'get', '/api/v1/profile/my/photo', ({ caller }) => {
      requireStaff(caller);
      // Empty text when no photo is chosen: the client then shows its default image.
      return text(caller.member.photo ?? '');
    }),
  ];
}
