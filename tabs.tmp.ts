import { ACTS_TEXT, MODAL_TITLES, REGISTRY_TEXT } from '@fbi/domain';
import { launchChromium } from './scripts/lib/chromium.ts';
import { startStaticServer } from './scripts/lib/staticServer.ts';
import { logIn } from './e2e/auth.ts';
import { sidebar } from './e2e/ui.ts';

const NICK = 'Tab_Walker' + 'abcdefghij'[Date.now() % 10];
const server = await startStaticServer('/tmp/db', 4601);
const browser = await launchChromium();
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const a = await ctx.newPage();
const errors: string[] = [];
for (const p of [a]) p.on('pageerror', (e) => errors.push(e.message));
await a.goto(server.url + '/');
await logIn(a, 'director');
await a.goto(server.url + '/acts');
await a.getByRole('heading', { level: 1 }).first().waitFor();
await a.waitForTimeout(1500);
const b = await ctx.newPage();
b.on('pageerror', (e) => errors.push('B ' + e.message));
await b.setViewportSize({ width: 1440, height: 900 });
await b.goto(server.url + '/punishments');
await b.getByRole('heading', { level: 1 }).first().waitFor();
// keyboard: focus the sidebar's act button and press Enter
const actBtn = sidebar(b).getByRole('button', { name: MODAL_TITLES.act });
await actBtn.focus();
await b.keyboard.press('Enter');
const form = b.getByRole('dialog', { name: MODAL_TITLES.act });
await form.waitFor();
await b.waitForTimeout(600);
const focused = async () => b.evaluate(() => { const e = document.activeElement; return (e?.getAttribute('aria-label') ?? e?.closest('label')?.textContent ?? e?.id ?? '') + '<' + e?.tagName + '>'; });
console.log('focus on open', await focused());
await b.keyboard.type(NICK);
const steps: string[] = [];
for (let i = 0; i < 12; i++) { await b.keyboard.press('Tab'); steps.push(await focused()); }
console.log('tab order', steps.join(' | '));
// fill rest via locators (keyboard typing on the focused items)
await form.getByRole('button', { name: new RegExp(ACTS_TEXT.faction) }).first().focus();
await b.keyboard.press('Enter');
await b.getByRole('listbox').waitFor();
await b.keyboard.press('ArrowDown');
await b.keyboard.press('Enter');
await form.getByRole('textbox', { name: new RegExp('^' + ACTS_TEXT.description) }).focus();
await b.keyboard.type('Оскорбление сотрудника');
await form.getByRole('textbox', { name: new RegExp('^' + ACTS_TEXT.evidence) }).focus();
await b.keyboard.type('https://forum.example/act/77');
await b.keyboard.press('Enter');
await form.getByRole('button', { name: ACTS_TEXT.send }).focus();
await b.keyboard.press('Enter');
await form.waitFor({ state: 'hidden', timeout: 10000 }).catch(async () => { await b.screenshot({ path: '/work/shots/tab-b-stuck.png' }); console.log('STUCK', (await form.innerText()).slice(0, 600)); process.exit(1); });
const t0 = Date.now();
const toast = b.getByRole('region').filter({ has: b.getByRole('button', { name: REGISTRY_TEXT.openRecord }) });
const toastText = await toast.first().textContent({ timeout: 5000 }).catch(() => 'NO TOAST');
console.log('toast', toastText);
await b.screenshot({ path: '/work/shots/tab-b-toast.png' });
// B: press Открыть in toast
await b.bringToFront();
const openBtn = toast.first().getByRole('button', { name: REGISTRY_TEXT.openRecord });
console.log('openBtn count', await openBtn.count(), await openBtn.first().evaluate((e) => e.outerHTML.slice(0, 300))); await b.screenshot({ path: '/work/shots/tab-b-before.png' });
if (await openBtn.count()) { await openBtn.first().click(); await b.waitForURL(/open=/, { timeout: 10000 }).catch(() => console.log('no nav', b.url())); await b.getByRole('dialog').first().waitFor(); await b.waitForTimeout(700); await b.screenshot({ path: '/work/shots/tab-b-opened.png' }); console.log('B opened', b.url().replace(server.url, '')); }
// tab A: wait for the row with «Новое» without action (bring A to front so it's visible)
await a.bringToFront();
const fresh = a.getByRole('listitem').filter({ hasText: NICK });
const ok = await fresh.waitFor({ timeout: 40000 }).then(() => true, () => false);
console.log('appeared in A', ok, 'after', Date.now() - t0, 'ms; fresh mark', ok ? await fresh.getByText(REGISTRY_TEXT.fresh).count() : '-');
await a.screenshot({ path: '/work/shots/tab-a-fresh.png' });
console.log('errors', errors);
await browser.close();
await server.stop();
