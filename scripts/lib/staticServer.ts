/**
 * Serves a built portal (apps/portal/dist) over HTTP with the SPA fallback the README asks of
 * every deployment: an unknown path without a file extension answers index.html. Text answers
 * are gzip-compressed when the client accepts it, as a real deployment's would be (the
 * Lighthouse script measures transfer sizes through it).
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

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

/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.webmanifest', '.txt']);

const gzipAsync = promisify(gzip);

/** Whether the request's Accept-Encoding lists gzip (without q=0). */
function acceptsGzip(req: IncomingMessage): boolean {
  const header = req.headers['accept-encoding'] ?? '';
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    return coding?.trim() === 'gzip' && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

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
  // Compressed once per file and mtime: a rebuild between two requests is still picked up.
  const compressed = new Map<string, { mtimeMs: number; body: Buffer }>();
  const gzipped = async (file: string): Promise<Buffer> => {
    const { mtimeMs } = await stat(file);
    const hit = compressed.get(file);
    if (hit?.mtimeMs === mtimeMs) return hit.body;
    const body = await gzipAsync(await readFile(file));
    compressed.set(file, { mtimeMs, body });
    return body;
  };
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
        const headers = { 'content-type': type, 'cache-control': cache };
        if (!COMPRESSIBLE.has(extname(file))) {
          res.writeHead(200, headers);
          createReadStream(file).pipe(res);
          return;
        }
        const vary = { ...headers, vary: 'accept-encoding' };
        if (!acceptsGzip(req)) {
          res.writeHead(200, vary);
          createReadStream(file).pipe(res);
          return;
        }
        return gzipped(file).then((body) => {
          res.writeHead(200, {
            ...vary,
            'content-encoding': 'gzip',
            'content-length': body.length,
          });
          res.end(body);
        });
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
