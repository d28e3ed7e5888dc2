#!/usr/bin/env node
// Runs every story of the static Storybook (storybook-static) as a test in Debian's Chromium: its
// play function, then axe through addon-a11y (`a11y.test: 'error'` fails the story), exactly as
// @storybook/test-runner does, by injecting that runner's own page script and calling its
// `__test(storyId)`. What it leaves out is jest and the cold start per story file: the runner spent
// 3-5 s per file on a fresh jest module registry, a new browser context and a cold page. Here two
// workers share one browser, each reusing a loaded preview across stories (see `worker`).
//
// Usage: node scripts/run-stories.mjs [--dir storybook-static] [--workers 2] [filter…]
// A filter keeps the story files whose path contains it. A failed story runs once more in a fresh
// preview; exits 1 when a story fails twice (one passing the second time is listed as flaky).
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
// Node 22 strips the types of these .ts modules, shared with the e2e run and the Lighthouse table.
import { launchChromium } from './lib/chromium.ts';
import { freePort } from './lib/freePort.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options, positionals: filters } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: 'string', default: 'storybook-static' },
    workers: { type: 'string', default: '2' },
  },
});
/** The most one story may take, its viewport change included (the longest take ~5 s), in ms. */
const STORY_TIMEOUT_MS = 30_000;
/** The most loading the preview may take in a fresh context, in ms. */
const LOAD_TIMEOUT_MS = 60_000;
/**
 * How long one loaded preview serves before it is replaced at the next file boundary, in ms:
 * about the longest story file. A clean run once stalled one worker for minutes on a file after
 * a preview had served ~5 minutes, which nothing explained; the old runner's previews (one per
 * file) never lived that long.
 */
const PREVIEW_LIFETIME_MS = 60_000;
/** The page size of stories that choose no viewport (the test-runner's default). */
const DEFAULT_SIZE = { width: 1280, height: 720 };

/** Resolves when `url` answers, polling every 100 ms for up to 20 s. */
async function waitForServer(url) {
  const until = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The stories to run, grouped by story file: tagged 'test' (Storybook's default), not docs. */
async function storyFiles(dir) {
  /** @type {{ entries: Record<string, { type: string, id: string, title: string, name: string, importPath: string, tags?: string[] }> }} */
  const index = JSON.parse(await readFile(path.join(dir, 'index.json'), 'utf8'));
  /** @type {Map<string, { id: string, title: string, name: string }[]>} */
  const files = new Map();
  for (const entry of Object.values(index.entries)) {
    if (entry.type !== 'story' || !entry.tags?.includes('test')) continue;
    if (filters.length > 0 && !filters.some((f) => entry.importPath.includes(f))) continue;
    const stories = files.get(entry.importPath) ?? [];
    stories.push({ id: entry.id, title: entry.title, name: entry.name });
    files.set(entry.importPath, stories);
  }
  return files;
}

/** test-runner's page script with its placeholders filled as its setupPage fills them. */
async function pageScript(storybookUrl) {
  const require = createRequire(import.meta.url);
  const runnerDir = path.dirname(require.resolve('@storybook/test-runner/package.json'));
  const { version } = JSON.parse(await readFile(path.join(runnerDir, 'package.json'), 'utf8'));
  const script = await readFile(path.join(runnerDir, 'dist/setup-page-script.js'), 'utf8');
  return script
    .replaceAll('{{storybookUrl}}', storybookUrl)
    .replaceAll('{{failOnConsole}}', 'false')
    .replaceAll(
      '"{{renderedEvent}}"',
      'globalThis.__STORYBOOK_MODULE_CORE_EVENTS__.STORY_FINISHED ?? globalThis.__STORYBOOK_MODULE_CORE_EVENTS__.STORY_RENDERED',
    )
    .replaceAll('{{testRunnerVersion}}', version)
    .replaceAll('{{logLevel}}', 'info')
    .replaceAll('{{debugPrintLimit}}', '1000');
}

/** The viewport a story chooses through `globals.viewport` (.storybook/viewports.ts). */
async function viewportOf(page, storyId, viewports) {
  const chosen = await page.evaluate(
    async (id) => (await globalThis.__getContext(id))?.storyGlobals?.viewport?.value,
    storyId,
  );
  const styles = typeof chosen === 'string' ? viewports[chosen]?.styles : undefined;
  if (!styles) return DEFAULT_SIZE;
  return { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) };
}

/** Rejects after `ms` with a timeout message, unless `promise` settles first. */
function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} exceeded ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function main() {
  const dir = path.resolve(root, options.dir);
  const files = await storyFiles(dir);
  const total = [...files.values()].reduce((n, s) => n + s.length, 0);
  if (total === 0) throw new Error(`no story to run in ${dir}`);
  // Node 22 strips the types of this one .ts module; the stories and this runner share it.
  const { VIEWPORTS } = await import(path.join(root, '.storybook/viewports.ts'));

  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const server = spawn(
    path.join(root, 'node_modules/.bin/http-server'),
    [dir, '-p', String(port), '-a', '127.0.0.1', '-s'],
    { stdio: 'ignore' },
  );
  const browser = await launchChromium();
  const started = Date.now();
  /** @type {{ file: string, story: string, message: string }[]} */
  const failures = [];
  /** Stories that failed once and passed in a fresh preview, with what their page saw. */
  /** @type {{ file: string, story: string, message: string }[]} */
  const flaky = [];
  let passed = 0;
  try {
    await waitForServer(url);
    const script = await pageScript(url);
    const queue = [...files.entries()];
    /** Loads the preview and waits until its story index is ready for `__getContext`. */
    const load = async (/** @type {import('playwright-core').Page} */ page) => {
      await page.goto(new URL('iframe.html', url).toString(), { waitUntil: 'load' });
      await page.addScriptTag({ content: script });
      await page.evaluate(async () => {
        await globalThis.__waitForStorybook();
        await globalThis.__STORYBOOK_PREVIEW__.ready();
      });
    };
    /** A fresh context and page with the preview loaded: the mock's worker registers anew. */
    const open = async () => {
      const context = await browser.newContext({ viewport: DEFAULT_SIZE });
      const page = await context.newPage();
      await page.exposeBinding('logToPage', (_, message) => console.log(message));
      await page.exposeBinding('testRunner_errorMessageFormatter', (_, message) => message);
      /** @type {string[]} */
      const errors = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text().slice(0, 300));
      });
      page.on('pageerror', (e) => errors.push(`uncaught: ${e.message.slice(0, 300)}`));
      await withTimeout(load(page), LOAD_TIMEOUT_MS, 'loading the preview');
      return { context, page, errors, openedAt: Date.now() };
    };
    /**
     * Runs one story in `current`'s preview: its viewport, then its play function and axe, all
     * within STORY_TIMEOUT_MS. The page's console errors and resource timings are reset first,
     * so a failure can tell what this story's page saw (see `sawOf`).
     */
    const runStory = async (current, story) => {
      const { page } = current;
      current.errors.length = 0;
      await withTimeout(
        (async () => {
          await page.evaluate(() => performance.clearResourceTimings());
          const size = await viewportOf(page, story.id, VIEWPORTS);
          const shown = page.viewportSize();
          // Setting the same size again still costs the page a resize and a relayout.
          if (shown?.width !== size.width || shown?.height !== size.height)
            await page.setViewportSize(size);
          await page.evaluate((id) => globalThis.__test(id), story.id);
        })(),
        STORY_TIMEOUT_MS,
        `${story.title} › ${story.name}`,
      );
    };
    /**
     * What a failed story's page saw: its last API calls (path, status, ms) and console errors,
     * printed with the failure so a failure seen once in CI can be told apart (a call that failed,
     * one never answered, one never sent). Empty when the page no longer answers.
     */
    const sawOf = async (current) => {
      const calls = await withTimeout(
        current.page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/api/'))
            .slice(-12)
            .map(
              (e) =>
                `${e.name.replace(location.origin, '')} ${e.responseStatus ?? '?'} ` +
                `at ${Math.round(e.startTime)} ms, ${Math.round(e.duration)} ms`,
            ),
        ),
        5_000,
        'reading the page',
      ).catch(() => []);
      return [
        `  calls (newest last): ${calls.length ? '\n    ' + calls.join('\n    ') : 'none'}`,
        `  console errors: ${current.errors.length ? '\n    ' + current.errors.slice(-8).join('\n    ') : 'none'}`,
      ].join('\n');
    };
    /** Closes a context, giving up after 10 s (a hung page must not hold the run). */
    const close = (/** @type {{ context: import('playwright-core').BrowserContext }} */ current) =>
      withTimeout(current.context.close(), 10_000, 'closing a context').catch(() => undefined);
    const worker = async () => {
      // One loaded preview serves story after story, across files too: the preview's beforeEach
      // resets what a story can leave (storage, the mock's store and handlers, toasts, the
      // session) and each story renders under a fresh provider tree, the same isolation as
      // between two stories of one file. Loading the preview costs 2-3 s of CPU (its bundles and
      // the mock's seed); once per file it was a fifth of the run. A preview is still replaced
      // at the first file boundary after PREVIEW_LIFETIME_MS, so no page (and its mock worker)
      // lives much longer than one long story file did, and after any failed story.
      let current = await open();
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [file, stories] = next;
        if (Date.now() - current.openedAt > PREVIEW_LIFETIME_MS) {
          await close(current);
          current = await open();
        }
        const fileStart = Date.now();
        let fileFailures = 0;
        for (const story of stories) {
          const name = `${story.title} › ${story.name}`;
          try {
            await runStory(current, story);
            passed += 1;
          } catch (error) {
            const first = `${error instanceof Error ? error.message : String(error)}\n${await sawOf(current)}`;
            // A failed story may leave the page mid-render: go on in a fresh context, never
            // reloading under the mock's registered worker (a reload that updates it failed
            // stories now and then with "Failed to update a ServiceWorker … Not found").
            await close(current);
            current = await open();
            try {
              // Once more in the fresh preview: a story that then passes is reported as flaky
              // with what its page saw, and the run goes on; one failing twice fails the run.
              await runStory(current, story);
              passed += 1;
              flaky.push({ file, story: name, message: first });
              console.log(`  flaky: ${name} (${file}) failed once, passed in a fresh preview`);
            } catch (again) {
              fileFailures += 1;
              const second = again instanceof Error ? again.message : String(again);
              failures.push({
                file,
                story: name,
                message: `${first}\nand again:\n${second}\n${await sawOf(current)}`,
              });
              console.log(`  failed: ${name} (${file}); going on in a fresh preview`);
              await close(current);
              current = await open();
            }
          }
        }
        const seconds = ((Date.now() - fileStart) / 1000).toFixed(1);
        console.log(`${fileFailures ? 'FAIL' : 'PASS'} ${file} (${stories.length}, ${seconds} s)`);
      }
      await close(current);
    };
    const workers = Math.max(1, Number(options.workers) || 1);
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    await browser.close();
    server.kill();
  }

  for (const { story, file, message } of flaky) {
    console.error(`\n◐ flaky, passed on its second run: ${story} (${file})\n${message}`);
  }
  for (const { story, file, message } of failures) {
    console.error(`\n● ${story} (${file})\n${message}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `\nStories: ${failures.length} failed, ${passed} passed (${flaky.length} on a second run), ${total} total, in ${files.size} files, ${seconds} s`,
  );
  if (failures.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
