import { REGISTRY_TEXT } from '@fbi/domain';
import { launchChromium } from './scripts/lib/chromium.ts';
import { startStaticServer } from './scripts/lib/staticServer.ts';
import { logIn } from './e2e/auth.ts';
import { readFileSync } from 'node:fs';

const routes = (process.env.ROUTES ?? '/academy-templates /acts /blacklist /dea-home /dea-report /inactive /intelligence /investigations /ib-investigations /laboratory /most-wanted /national-security /office /orders /punishments /raports /ib-raports /db /db-public').split(' ');
const user = process.env.USER_NAME ?? 'director';
const server = await startStaticServer('/tmp/db', 4601);
const browser = await launchChromium();
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
const page = await ctx.newPage();
const errors: string[] = [];
page.on('pageerror', (e) => errors.push('pageerror ' + e.message));
page.on('console', (m) => { if (m.type() === 'error') errors.push('console ' + m.text().slice(0, 200)); });
await page.goto(server.url + '/');
await logIn(page, user);
for (const r of routes) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(server.url + r);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 15000 }).catch(() => errors.push(r + ' busy stays'));
  const m = await page.evaluate(() => {
    const sw = document.documentElement.scrollWidth;
    const list = document.querySelector('main ul, main [role="list"], main table');
    const first = list?.querySelector('li, [role="listitem"], tbody tr');
    const badge = first?.querySelector('[data-status], [class*="badge" i], [class*="Badge" i]');
    const rect = (badge ?? first)?.getBoundingClientRect();
    return { sw, tag: list?.tagName, role: list?.getAttribute('role'), firstText: first?.textContent?.slice(0, 80), bottom: rect ? Math.round(rect.bottom) : null, badge: !!badge };
  });
  await page.screenshot({ path: `/work/shots/w390${r.replaceAll('/', '_')}.png` });
  // desktop: open first row
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.locator('main table').first().waitFor({ timeout: 10000 }).catch(() => errors.push(r + ' no table at 1440'));
  const row = page.locator('main tbody tr').first();
  let openInfo = 'no rows';
  if (await row.count()) {
    const btn = row.getByRole('button').first();
    const link = row.getByRole('link').first();
    void btn; void link;
    const opener = row.getByRole('gridcell').first();
    const kind = 'cell';
    await opener.click();
    const dialog = page.getByRole('dialog');
    {
      await dialog.first().waitFor({ timeout: 10000 }).catch(() => {});
      const url = page.url();
      const copy = await dialog.getByRole('button', { name: REGISTRY_TEXT.copyLink }).count();
      openInfo = `${kind} url=${url.replace(server.url, '')} copyLink=${copy}`;
      await page.waitForTimeout(600);
      await page.screenshot({ path: `/work/shots/w1440${r.replaceAll('/', '_')}.png` });
      await page.keyboard.press('Escape');
      await dialog.first().waitFor({ state: 'hidden', timeout: 5000 }).catch(() => errors.push(r + ' dialog not closed by Esc'));
      openInfo += ` after=${page.url().replace(server.url, '')} focus=${await page.evaluate(() => document.activeElement?.tagName + ':' + (document.activeElement?.textContent ?? '').slice(0, 30) + ':' + document.activeElement?.getAttribute('role'))}`;
      // cold load of the link
      const m2 = /open=(\d+)/.exec(url);
      if (m2) {
        await page.goto(url);
        const ok = await page.getByRole('dialog').first().waitFor({ timeout: 10000 }).then(() => true, () => false);
        openInfo += ` cold=${ok}`;
        await page.goto(server.url + r + '?open=987654');
        const miss = await page.getByText(REGISTRY_TEXT.recordMissing(987654)).waitFor({ timeout: 10000 }).then(() => true, () => false);
        openInfo += ` missing=${miss}`;
        await page.goto(server.url + r);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      }
    }
  }
  // export
  let exp = 'no export button';
  const eb = page.getByRole('button', { name: REGISTRY_TEXT.exportCsv });
  if (await eb.count()) {
    const dl = page.waitForEvent('download', { timeout: 20000 }).catch(() => null);
    await eb.first().click();
    const d = await dl;
    if (d) {
      const p = await d.path();
      const buf = readFileSync(p!);
      const text = buf.toString('utf8');
      exp = `file="${d.suggestedFilename()}" bom=${buf[0] === 0xef && buf[1] === 0xbb} lines=${text.split('\n').length} head=${text.slice(1, 90).replace(/\n/g, '⏎')}`;
    } else exp = 'no download';
    await page.keyboard.press('Escape');
  }
  console.log(r, JSON.stringify(m), '|', openInfo, '|', exp);
}
console.log('errors', errors);
await browser.close();
await server.stop();
