/**
 * Serves a built portal (apps/portal/dist) over HTTP with the SPA fallback the README asks of
 * every deployment: an unknown path without a file extension answers index.html. Text answers
 * are compressed (brotli or gzip) by the mock server's own middleware, as a real deployment's
 * would be (the Lighthouse script measures transfer sizes through it).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { compressAnswers } from '@fbi/mocks/compress';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/** A running static server: its origin (no trailing slash) and how to stop it. */
export interface StaticServer {
  url: string;
  stop(): Promise<void>;
}

/** The file to send for a URL path inside `root`, or null when outside it or absent. */
async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root + sep)) return null;
  try {
    const info = await stat(file);
    if (info.isFile()) return file;
  } catch {
    // Absent: the fallback below decides.
  }
  return extname(decoded) === '' ? join(root, 'index.html') : null;
}

/**
 * Serves `root` on 127.0.0.1:`port`; resolves once listening, rejects when the port is taken.
 * Hashed assets are cached for a year, index.html never (as a real deployment would).
 */
export function startStaticServer(root: string, port: number): Promise<StaticServer> {
  const server: Server = createServer((req, res) => {
    compressAnswers(req, res, () => serve(root, req, res));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}

/** Answers one request with the file for its path (see {@link resolveFile}), or 404. */
function serve(root: string, req: IncomingMessage, res: ServerResponse): void {
  resolveFile(root, req.url ?? '/')
    .then((file) => {
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      const cache = file.includes(`${sep}assets${sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache';
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': cache,
      });
      createReadStream(file).pipe(res);
    })
    .catch(() => res.writeHead(500).end());
}
