/**
 * Serves a built portal (apps/portal/dist) over HTTP with the SPA fallback the README asks of
 * every deployment: an unknown path without a file extension answers index.html.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
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
    resolveFile(root, req.url ?? '/')
      .then((file) => {
        if (!file) {
          res.writeHead(404).end();
          return;
        }
        const type = TYPES[extname(file)] ?? 'application/octet-stream';
        const cache = file.includes(`${sep}assets${sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache';
        res.writeHead(200, { 'content-type': type, 'cache-control': cache });
        createReadStream(file).pipe(res);
      })
      .catch(() => res.writeHead(500).end());
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
