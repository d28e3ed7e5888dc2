/**
 * The mock over real HTTP (`npm run mock-server`): the same handlers on a fresh store, served on
 * 127.0.0.1 so a production build (VITE_API_BASE_URL), curl or an end-to-end test can use the mock
 * without a service worker. Run with `node --experimental-strip-types`.
 *
 * Environment: MOCK_PORT (default 4010), MOCK_HOST (default 127.0.0.1), MOCK_TOKEN_TTL (access
 * token lifetime in seconds), MOCK_SCALE (rows of each paginated list).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { createHandlers } from '../handlers/index.ts';
import { unhandledAnswer, unknownCall } from '../http/methods.ts';
import { createStore } from '../store/store.ts';
import { compressAnswers } from './compress.ts';
import { corsHeaders } from './cors.ts';

const port = Number(process.env.MOCK_PORT ?? 4010);
const host = process.env.MOCK_HOST ?? '127.0.0.1';
const ttlSeconds = Number(process.env.MOCK_TOKEN_TTL);
const scale = Number(process.env.MOCK_SCALE);

const store = createStore({
  ...(ttlSeconds > 0 ? { accessTtlMs: ttlSeconds * 1000 } : {}),
  ...(scale > 0 ? { scale } : {}),
});
const handlers = createHandlers(store);

/** Reads a node request into a fetch Request. */
async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const body =
    method === 'GET' || method === 'HEAD' || chunks.length === 0
      ? undefined
      : Buffer.concat(chunks);
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`), {
    method,
    headers,
    body,
  });
}

/** Writes a fetch Response to the node response, with CORS headers for the calling origin. */
async function send(
  res: ServerResponse,
  response: Response,
  origin: string | undefined,
): Promise<void> {
  const headers: Record<string, string> = { ...corsHeaders(origin) };
  response.headers.forEach((value, name) => (headers[name] = value));
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * The seeded pictures (news slides, profile presets) live in mocks/public, which the demo build
 * serves itself; over HTTP the mock serves them, since stored photos are paths on the API's origin.
 */
const PICTURE_TYPES: Record<string, string> = { svg: 'image/svg+xml', webp: 'image/webp' };
const PICTURE = new RegExp(`^/(news|avatars)/[\\w-]+\\.(${Object.keys(PICTURE_TYPES).join('|')})$`);
const publicDir = new URL('../../public/', import.meta.url);

async function sendPicture(res: ServerResponse, path: string, origin: string | undefined) {
  try {
    const body = await readFile(new URL(`.${path}`, publicDir));
    // PICTURE only lets through the extensions of PICTURE_TYPES.
    const type = PICTURE_TYPES[path.slice(path.lastIndexOf('.') + 1)];
    res.writeHead(200, { ...corsHeaders(origin), 'content-type': type }).end(body);
  } catch {
    res.writeHead(404, corsHeaders(origin)).end();
  }
}

const server = createServer((req, res) => {
  compressAnswers(req, res, () => handle(req, res));
});

/**
 * Methods a fetch Request can carry and the handlers may take; any other (TRACE, TRACK, a WebDAV
 * verb) is answered before one is built, since `new Request` throws on TRACE (it was a 500).
 */
const HANDLED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * Answers one request: CORS preflight, 405 or 404 for a method no handler can take, a seeded
 * picture, or the mock's handlers (whose fallback answers a wrong method 405 with `Allow`).
 */
function handle(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (req.method === 'OPTIONS') {
    res.writeHead(204, corsHeaders(origin));
    res.end();
    return;
  }
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (!HANDLED_METHODS.has(req.method ?? '')) {
    req.resume();
    void send(res, unhandledAnswer(handlers, new URL(path, `http://${host}`)), origin);
    return;
  }
  if (req.method === 'GET' && PICTURE.test(path)) {
    void sendPicture(res, path, origin);
    return;
  }
  toRequest(req)
    .then(async (request) => {
      const response =
        (await getResponse(handlers, request)) ??
        Response.json(unknownCall().toBody(), { status: 404 });
      await send(res, response, origin);
    })
    .catch((error: unknown) => {
      console.error('[mock-server]', error);
      res.writeHead(500, corsHeaders(origin)).end();
    });
}

server.listen(port, host, () => {
  console.log(`Mock API on http://${host}:${port}/api/v1 — demo accounts: <role name> / password`);
});
