/**
 * `npm run e2e`: the end-to-end walk of issue 13 in the real-server mode. Builds the portal
 * against the mock server on a free port, serves the build on another, walks it in Debian
 * Chromium, and always stops the servers; the demo build (the mock as a service worker) is built
 * and served too, for its own scenario. Exits 1 on any failure. Flags: `--no-build` reuses
 * apps/portal/dist and apps/portal/dist-demo (dist must point at the same mock port: use
 * `--mock-port`), `--only <text>`
 * runs the scenarios whose name contains the text, `--mock-port <n>` fixes the mock's port,
 * `--workers <n>` runs that many scenarios side by side (default 2, one per core).
 */
import { parseArgs } from 'node:util';
import { buildDemoPortal, buildPortal, DEMO_DIST_DIR, DIST_DIR } from '../scripts/lib/build.ts';
import { launchChromium } from '../scripts/lib/chromium.ts';
import { freePort } from '../scripts/lib/freePort.ts';
import { startMockServer, type MockServer } from '../scripts/lib/mockServer.ts';
import { startStaticServer, type StaticServer } from '../scripts/lib/staticServer.ts';
import type { Browser } from 'playwright-core';
import { ProblemsError, type RunContext } from './context.ts';
import { scenarios } from './scenarios/index.ts';

/** Access-token lifetime of the mock in seconds: short enough to wait past, long enough for a step. */
const TOKEN_TTL_SECONDS = 4;

const { values: flags } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    'mock-port': { type: 'string' },
    workers: { type: 'string', default: '2' },
  },
});

const started = Date.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
let mock: MockServer | undefined;
let web: StaticServer | undefined;
let demoWeb: StaticServer | undefined;
let browser: Browser | undefined;

/** Stops whatever was started, in reverse order; never throws. */
async function cleanup(): Promise<void> {
  await browser?.close().catch(() => undefined);
  await web?.stop().catch(() => undefined);
  await demoWeb?.stop().catch(() => undefined);
  await mock?.stop().catch(() => undefined);
}

process.on('unhandledRejection', (reason) => {
  console.error('e2e: unhandled rejection:', reason);
  void cleanup().finally(() => process.exit(1));
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

/** A failure as a few lines: every problem of a ProblemsError, else the error's first lines. */
function describe(error: unknown): string {
  if (error instanceof ProblemsError) return error.message;
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  // eslint-disable-next-line no-control-regex -- playwright colours its call logs
  const lines = text.replace(/\x1b\[\d+m/g, '').split('\n');
  return lines.length > 14 ? [...lines.slice(0, 8), '…', ...lines.slice(-4)].join('\n') : text;
}

/** Runs the walk; returns the number of failed scenarios. */
async function main(): Promise<number> {
  const mockPort = flags['mock-port'] ? Number(flags['mock-port']) : await freePort();
  const apiUrl = `http://127.0.0.1:${mockPort}`;
  if (!flags['no-build']) {
    const t = Date.now();
    await buildPortal(apiUrl);
    console.log(`build (VITE_API_BASE_URL=${apiUrl}): ${seconds(Date.now() - t)}`);
    const d = Date.now();
    await buildDemoPortal(DEMO_DIST_DIR);
    console.log(`build (demo): ${seconds(Date.now() - d)}`);
  }
  mock = await startMockServer({ port: mockPort, tokenTtlSeconds: TOKEN_TTL_SECONDS });
  web = await startStaticServer(DIST_DIR, await freePort());
  demoWeb = await startStaticServer(DEMO_DIST_DIR, await freePort());
  browser = await launchChromium();
  const run: RunContext = {
    browser,
    appUrl: web.url,
    apiUrl,
    demoUrl: demoWeb.url,
    tokenTtlMs: TOKEN_TTL_SECONDS * 1000,
  };
  const only = flags.only;
  const chosen = only ? scenarios.filter((s) => s.name.includes(only)) : scenarios;
  let failed = 0;
  const queue = [...chosen];
  // Lanes of scenarios side by side, each in its own browser context: the renderer of one page
  // uses one core, and the walks only read what the flows write (new records of their own).
  const lane = async () => {
    for (let scenario = queue.shift(); scenario; scenario = queue.shift()) {
      const t = Date.now();
      try {
        await scenario.run(run);
        console.log(`  ok    ${scenario.name} (${seconds(Date.now() - t)})`);
      } catch (error) {
        failed += 1;
        console.log(`  FAIL  ${scenario.name} (${seconds(Date.now() - t)})`);
        console.log(`        ${describe(error).replaceAll('\n', '\n        ')}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Number(flags.workers) }, lane));
  console.log(
    `e2e: ${chosen.length - failed}/${chosen.length} scenarios passed in ${seconds(Date.now() - started)}`,
  );
  return failed;
}

let code = 1;
try {
  code = (await main()) === 0 ? 0 : 1;
} catch (error) {
  console.error('e2e: could not run:', error);
} finally {
  await cleanup();
}
process.exit(code);
