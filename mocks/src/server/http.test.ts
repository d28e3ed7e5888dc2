// @vitest-environment node
import { get, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/freePort.ts';
import { startMockServer, type MockServer } from '../../../scripts/lib/mockServer.ts';

/** The Content-Encoding and raw body of a GET sent with `acceptEncoding`. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

/** The status, Allow header and JSON body of a bodiless `method` request. */
function rawCall(url: string, method: string) {
  return new Promise<{ status: number; allow: string | undefined; body: unknown }>(
    (resolve, reject) => {
      request(url, { method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            allow: res.headers.allow,
            body: text ? (JSON.parse(text) as unknown) : null,
          });
        });
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('the mock over HTTP', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: await freePort() });
  }, 30_000);
  afterAll(() => server.stop());

  it('compresses a JSON answer for a client that accepts it, and not for one that does not', async () => {
    const url = `${server.url}/api/v1/news/all`;
    const plain = await rawGet(url, 'identity');
    const gzipped = await rawGet(url, 'gzip');
    const brotli = await rawGet(url, 'gzip, deflate, br, zstd');
    expect(plain.encoding).toBeUndefined();
    expect(gzipped.encoding).toBe('gzip');
    expect(brotli.encoding).toBe('br');
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
    // fetch decompresses it: the same news list as the uncompressed answer.
    const news: unknown = await (await fetch(url)).json();
    expect(news).toEqual(JSON.parse(plain.body.toString('utf8')));
    expect(Array.isArray(news) && news.length > 0).toBe(true);
  });

  it('answers TRACE and other methods no handler takes 405 with Allow, never 500', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'PATCH', 'DELETE']) {
      const answer = await rawCall(`${server.url}/api/v1/news/all`, method);
      expect(answer.status, method).toBe(405);
      expect(answer.allow, method).toBe('GET');
      expect(answer.body, method).toMatchObject({ type: 'METHOD_NOT_ALLOWED' });
    }
    expect((await rawCall(`${server.url}/api/v1/no-such-call`, 'TRACE')).status).toBe(404);
  });
});
