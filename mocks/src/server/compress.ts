/**
 * Answers compressed, brotli or gzip, whichever the client accepts, as a real deployment behind
 * nginx sends them (issue 13: on a slow phone the uncompressed news list, 26 kB, held up the home
 * page's news photo). Shared by the mock server and the static server of built portals
 * (scripts/lib/staticServer.ts), so both measure what a real deployment would send.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';

/**
 * The `compression` middleware for a plain node server: call it with the request, the response
 * and the handler that writes the answer. It is typed for Express, but only reads node's request
 * and wraps node's response, so it gets node's types here.
 */
export const compressAnswers = compression() as unknown as (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;
