import { launchChromium } from './scripts/lib/chromium.ts';
import { startStaticServer } from './scripts/lib/staticServer.ts';
import { startMockServer } from './scripts/lib/mockServer.ts';
const mock = await startMockServer({ port: 4602 });

const server = await startStaticServer(process.env.DIST ?? '/tmp/db', 4601);
const browser = await launchChromium();
for (const [w, h] of [[1440, 900], [390, 844]] as const) {
  for (let round = 0; round < 3; round++) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    const page = await ctx.newPage();
    const pending = new Map<string, number>();
    page.on('request', (r) => { if (r.resourceType() === 'image') pending.set(r.url(), Date.now()); });
    page.on('requestfinished', (r) => pending.delete(r.url()));
    page.on('requestfailed', (r) => { console.log('FAILED', r.url(), r.failure()?.errorText); pending.delete(r.url()); });
    await page.goto(server.url + '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(6000);
    // scroll through to trigger lazy images
    await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 300) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 100)); } });
    await page.waitForTimeout(4000);
    const imgs = await page.evaluate(() => [...document.images].map((i) => ({ src: i.currentSrc.slice(-50), complete: i.complete, w: i.naturalWidth, loading: i.loading })));
    const broken = imgs.filter((i) => !i.complete || i.w === 0);
    console.log(w, round, 'imgs', imgs.length, 'broken/incomplete', JSON.stringify(broken), 'pending reported', [...pending.keys()].map((u) => u.slice(-40)));
    if (round === 0) await page.screenshot({ path: `/work/shots/home-${w}.png`, fullPage: true });
    await ctx.close();
  }
}
await browser.close();
await server.stop(); await mock.stop();
