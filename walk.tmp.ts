import { launchChromium } from './scripts/lib/chromium.ts';
import { startStaticServer } from './scripts/lib/staticServer.ts';
import { buildDemoPortal, DEMO_DIST_DIR } from './scripts/lib/build.ts';
import { logIn } from './e2e/auth.ts';
if (!process.env.NOBUILD) await buildDemoPortal(DEMO_DIST_DIR);
const server = await startStaticServer(DEMO_DIST_DIR, 4403);
const browser = await launchChromium();
for (const [w, h] of [[1440, 900], [390, 844]] as const) {
  const context = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await context.newPage();
  await page.goto(server.url + '/'); await logIn(page, 'director');
  await page.goto(server.url + '/raports');
  const rows = page.locator('[role=row]:not(:has([role=columnheader])), [role=listitem]');
  await rows.nth(1).waitFor({ timeout: 30000 });
  const row = rows.filter({ hasText: /На проверке/ }).first();
  await row.click();
  const dialog = page.getByRole('dialog');
  await page.waitForTimeout(3000); console.log('URLNOW', page.url()); console.log('URL', page.url(), (await dialog.innerText()).replace(/\n/g, ' / ').slice(0, 300)); const t0 = Date.now(); await dialog.getByRole('region', { name: 'История' }).waitFor(); console.log('history after', Date.now() - t0, 'ms');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/work/shots/raport-${w}-view.png`, fullPage: false });
  await dialog.getByRole('region', { name: 'История' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/work/shots/raport-${w}-history.png` });
  console.log(w, 'route:', (await dialog.getByRole('region', { name: /Маршрут|Путь/ }).allInnerTexts()).join('|').replace(/\n/g, ' / '));
  console.log(w, 'history:', (await dialog.getByRole('region', { name: 'История' }).innerText()).replace(/\n/g, ' / '));
  console.log(w, 'buttons', await dialog.getByRole('button').allInnerTexts());
  await context.close();
}
await browser.close(); await server.stop(); process.exit(0);
