// @vitest-environment node
import { get } from 'node:http';
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
});
