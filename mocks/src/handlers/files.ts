/** GET /files/{name}: serves uploaded images (our addition; the spec's uploads answer a path). */
import type { HttpHandler } from 'msw';
import { NOT_FOUND_MESSAGES } from '@fbi/domain';
import { notFound } from '../http/errors.ts';
import { binary } from '../http/responses.ts';
import { route } from '../http/route.ts';
import type { Store } from '../store/store.ts';

/** Handler of /api/v1/files/{name}; public, as `<img src>` sends no token. */
export function fileHandlers(store: Store): HttpHandler[] {
  return [
    route(
      store,
      'get',
      '/api/v1/files/{name}',
      ({ params }) => {
        const file = store.data.files.find((f) => f.name === params.name);
        if (!file) throw notFound(NOT_FOUND_MESSAGES.file);
        return binary(
          Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0)),
          file.contentType,
        );
      },
      { auth: 'none' },
    ),
  ];
}
