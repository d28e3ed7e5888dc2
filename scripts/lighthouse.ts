/**
 * `npm run lighthouse`: the performance table of issue 13. Builds the demo and the real-server
 * portal into temp dirs, serves each (gzip, as deployed), the real one against the mock server,
 * and runs Lighthouse (performance only, Debian Chromium) on `/` anonymous and on two of issue
 * 13's list pages (`/laboratory`, `/punishments`) logged in as director, mobile and desktop,
 * `--runs` times each (default 3). Prints one table of the median score with the FCP, LCP, TBT,
 * CLS and SI of that run. It reports, it does not judge: exits 0 unless a build, a server or a
 * run crashes. `--build demo|real` and `--page <path>` narrow it to some rows (a path not in the
 * table is measured logged in as director). `--reports <dir>` keeps the median runs' JSON
 * reports there (to read the LCP element, the CLS culprits, unused JS).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { logIn } from '../e2e/auth.ts';
import { buildDemoPortal, buildPortal } from './lib/build.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { freePort } from './lib/freePort.ts';
import { startMockServer, type MockServer } from './lib/mockServer.ts';
import { startStaticServer, type StaticServer } from './lib/staticServer.ts';

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    reports: { type: 'string' },
    // Narrow a run while working on one row: `--build real` (or demo), `--page /punishments`.
    build: { type: 'string' },
    page: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(flags.runs) || 3);

/** One measured page: its path and the demo account to log in as (none: anonymous). */
interface Target {
  path: string;
  user?: string;
}

/** Anonymous first: a logged-in run keeps its session in the origin's storage. */
const TARGETS: Target[] = [
  { path: '/' },
  { path: '/laboratory', user: 'director' },
  { path: '/punishments', user: 'director' },
];

const FORMS: { name: string; config: Config | undefined }[] = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

/**
 * The figures of one Lighthouse run: score 0-100, times in ms, CLS unitless, and Lighthouse's
 * benchmark index of the machine's CPU during the run (higher is faster; a busy machine scores
 * low, and its mobile TBT and LCP grow with it).
 */
interface Figures {
  score: number;
  cpu: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

/** One table row: the median run's figures and every run's score. */
interface Row {
  build: string;
  path: string;
  form: string;
  scores: number[];
  median: Figures;
}

let mock: MockServer | undefined;
const servers: StaticServer[] = [];
let chrome: LaunchedChrome | undefined;
let browser: Browser | undefined;
let tempDir: string | undefined;

/** Stops whatever was started, in reverse order, and removes the builds; never throws. */
async function cleanup(): Promise<void> {
  await browser?.close().catch(() => undefined);
  chrome?.kill();
  for (const server of servers) await server.stop().catch(() => undefined);
  await mock?.stop().catch(() => undefined);
  if (tempDir) await rm(tempDir, { recursive: true, force: true }).catch(() => undefined);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}

/** The figures of a Lighthouse result; throws when the run itself failed (runtimeError). */
function figuresOf(lhr: Result): Figures {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cpu: Math.round(lhr.environment.benchmarkIndex),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
  };
}

/**
 * Runs Lighthouse `RUNS` times on `url` in the launched Chrome and returns the scores and the
 * median run (by score). With `keepSession` the origin's storage survives (no storage reset)
 * and the HTTP cache is cleared through `cdp` before each run instead, so the page loads cold
 * but logged in. The demo build's mock service worker then stays registered too, as it is for
 * any returning logged-in user. Rejects when a run crashes.
 */
async function measure(
  url: string,
  config: Config | undefined,
  keepSession: CDPSession | undefined,
  reportName: string,
): Promise<{ scores: number[]; median: Figures }> {
  const runs: { figures: Figures; lhr: Result }[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    if (keepSession) await keepSession.send('Network.clearBrowserCache');
    const options: Flags = {
      port: chrome?.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: keepSession !== undefined,
    };
    const result = await lighthouse(url, options, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    runs.push({ figures: figuresOf(result.lhr), lhr: result.lhr });
  }
  const sorted = [...runs].sort((a, b) => a.figures.score - b.figures.score);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no run');
  if (flags.reports) {
    await mkdir(flags.reports, { recursive: true });
    await writeFile(join(resolve(flags.reports), `${reportName}.json`), JSON.stringify(median.lhr));
  }
  return { scores: runs.map((run) => run.figures.score), median: median.figures };
}

/** Logs in as `user` through the «Войти» modal on `origin`; returns a CDP session of that tab. */
async function logInOnce(origin: string, user: string): Promise<CDPSession> {
  if (!browser) throw new Error('no browser');
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await logIn(page, user);
  // Back to a blank page so the portal's own polling does not compete with the measured tab.
  await page.goto('about:blank');
  return context.newCDPSession(page);
}

const ms = (value: number) => `${(value / 1000).toFixed(1)} s`;

/** The table as Markdown, one row per build, page and form factor. */
function table(rows: Row[]): string {
  const lines = [
    `| build | page | form | score (median of ${RUNS}) | runs | FCP | LCP | TBT | CLS | SI | CPU index |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { build, path, form, scores, median: m } of rows) {
    lines.push(
      `| ${build} | ${path} | ${form} | ${m.score} | ${scores.join('/')} | ${ms(m.fcp)} | ` +
        `${ms(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${ms(m.si)} | ${m.cpu} |`,
    );
  }
  return lines.join('\n');
}

/** Builds, serves and measures everything; returns the rows. */
async function main(): Promise<Row[]> {
  tempDir = await mkdtemp(join(tmpdir(), 'portal-lighthouse-'));
  const mockPort = await freePort();
  const demoDir = join(tempDir, 'demo');
  const realDir = join(tempDir, 'real');
  // One after the other: two builds side by side only fight for the two cores.
  const builds = [
    { name: 'demo', dir: demoDir },
    { name: 'real server', dir: realDir },
  ].filter(({ name }) => !flags.build || name.startsWith(flags.build));
  // Any other page (e.g. /acts, issue 13's third list page) is measured as the director.
  const targets = flags.page
    ? [TARGETS.find(({ path }) => path === flags.page) ?? { path: flags.page, user: 'director' }]
    : TARGETS;
  if (builds.some(({ dir }) => dir === demoDir)) await buildDemoPortal(demoDir);
  if (builds.some(({ dir }) => dir === realDir)) {
    await buildPortal(`http://127.0.0.1:${mockPort}`, realDir);
    mock = await startMockServer({ port: mockPort });
  }
  chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const rows: Row[] = [];
  for (const build of builds) {
    const server = await startStaticServer(build.dir, await freePort());
    servers.push(server);
    // One login per build: the session stays in the origin's storage for the next logged-in page.
    const sessions = new Map<string, CDPSession>();
    for (const target of targets) {
      let session = target.user ? sessions.get(target.user) : undefined;
      if (target.user && !session) {
        session = await logInOnce(server.url, target.user);
        sessions.set(target.user, session);
      }
      for (const form of FORMS) {
        const name = `${build.name.replace(' ', '-')}${target.path.replace(/\/$/, '') || '-home'}-${form.name}`;
        const result = await measure(
          `${server.url}${target.path}`,
          form.config,
          session,
          name.replaceAll('/', '-'),
        );
        const row = { build: build.name, path: target.path, form: form.name, ...result };
        console.error(`${row.build} ${row.path} ${row.form}: ${row.scores.join('/')}`);
        rows.push(row);
      }
    }
  }
  return rows;
}

let code = 1;
try {
  console.log(table(await main()));
  code = 0;
} catch (error) {
  console.error('lighthouse: a run crashed:', error);
} finally {
  await cleanup();
}
process.exit(code);
