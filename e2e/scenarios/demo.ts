/**
 * The demo build (issue 13): the mock runs as a service worker, so the page loads none of msw,
 * the handlers or the seed; it replaces msw's worker of earlier demo builds; what it stores
 * survives a reload and a restart of the worker (a
 * session is a record of the store: still logged in means the store was read back); «Сбросить
 * демо-данные» re-seeds and logs out.
 */
import { DEMO_TEXT } from '@fbi/domain';
import { loginButton, logIn, profileButton } from '../auth.ts';
import { assertNoProblems, openSession, type Scenario } from '../context.ts';
import { settle } from '../settle.ts';

export const demoFlow: Scenario = {
  name: 'demo build: the mock worker answers, keeps its data, resets',
  async run(run) {
    const demo = { ...run, appUrl: run.demoUrl, apiUrl: run.demoUrl };
    const { context, page, monitor } = await openSession(demo);
    try {
      const problems: string[] = [];
      // A returning visitor of an earlier demo build: msw's own worker controls the origin. Set up
      // on a blank page of the origin (served by the test), where no portal code registers ours.
      await page.route('**/e2e-blank', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }),
      );
      await monitor.leave(async () => {
        await page.goto('/e2e-blank');
        await page.evaluate(async () => {
          const container = navigator.serviceWorker;
          await container.register('/mockServiceWorker.js');
          while (!container.controller?.scriptURL.endsWith('/mockServiceWorker.js'))
            await new Promise((resolve) =>
              container.addEventListener('controllerchange', resolve, { once: true }),
            );
        });
        await page.goto('/');
      });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settle(page, monitor);
      const worker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
      if (!worker?.endsWith('/mock-sw.js')) problems.push(`no mock worker controls /: ${worker}`);
      const mockInPage = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => /msw|mock/i.test(name) && !name.endsWith('/mock-sw.js')),
      );
      if (mockInPage.length > 0) problems.push(`the page loaded the mock: ${mockInPage.join()}`);

      await logIn(page, 'director');
      await settle(page, monitor);
      // A new worker must read the store back from Cache Storage, not from the old one's memory.
      const cdp = await context.newCDPSession(page);
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
      await monitor.leave(() => page.goto('/punishments'));
      await page.getByRole('row').nth(1).waitFor();
      await profileButton(page).waitFor();
      await settle(page, monitor);

      await page.getByRole('button', { name: DEMO_TEXT.reset }).click();
      // The reset reopens /, which aborts whatever the page was still prefetching.
      await monitor.leave(async () => {
        const reloaded = page.waitForURL((url) => url.pathname === '/');
        await page
          .getByRole('alertdialog', { name: DEMO_TEXT.confirmTitle })
          .getByRole('button', { name: DEMO_TEXT.confirm })
          .click();
        await reloaded;
      });
      await loginButton(page).waitFor();
      await settle(page, monitor);
      problems.push(...monitor.drain());
      assertNoProblems(problems);
    } finally {
      await context.close();
    }
  },
};
