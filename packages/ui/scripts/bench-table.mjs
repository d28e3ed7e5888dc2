// Measures the Table benchmark stories (UI/Data/Table › Benchmark 1000 / 10000) in Chromium:
// click to first paint, and click until every row is in the table's collection.
// Usage: node packages/ui/scripts/bench-table.mjs [static storybook dir] [runs]
//   (build first: storybook build -o storybook-static; needs /usr/bin/chromium or CHROMIUM_PATH)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';

const root = path.resolve(process.argv[2] ?? 'storybook-static');
const runs = Number(process.argv[3] ?? 5);
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

const server = http.createServer((req, res) => {
  const p = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  const file = fs.existsSync(p) && fs.statSync(p).isDirectory() ? path.join(p, 'index.html') : p;
  if (!fs.existsSync(file)) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const sel = '[data-testid=bench-result]';
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const result = { load: os.loadavg().map((x) => Number(x.toFixed(1))) };

for (const count of [1000, 10000]) {
  const firstPaint = [];
  const allRows = [];
  await page.goto(
    `http://127.0.0.1:${port}/iframe.html?id=ui-data-table--benchmark-${count}&viewMode=story`,
  );
  // The story's play function renders once; let that table finish first.
  await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-full-ms'), sel, {
    timeout: 60_000,
  });
  for (let i = 0; i < runs; i++) {
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: /Отрисовать/ }).click();
    await page.waitForFunction(
      (s) => document.querySelector(s)?.getAttribute('data-full-ms'),
      sel,
      {
        timeout: 60_000,
      },
    );
    firstPaint.push(Number(await page.getAttribute(sel, 'data-ms')));
    allRows.push(Number(await page.getAttribute(sel, 'data-full-ms')));
  }
  result[count] = {
    firstPaint,
    firstPaintMedian: median(firstPaint),
    allRows,
    allRowsMedian: median(allRows),
  };
}
console.log(JSON.stringify(result, null, 2));
await browser.close();
server.close();
