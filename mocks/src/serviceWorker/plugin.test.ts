import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleMockWorker } from './plugin.ts';

describe('bundleMockWorker', () => {
  it("bundles the worker without tough-cookie's public-suffix list: the demo's first answers wait for its download", async () => {
    const code = await bundleMockWorker();
    // A suffix of that list, which nothing else in the worker names.
    expect(code).not.toContain('xn--p1ai');
    // Budget (kB gzip): 403 with tough-cookie and tldts, 287 without (issue 24).
    expect(gzipSync(code).length / 1000).toBeLessThan(300);
  }, 120_000);
});
