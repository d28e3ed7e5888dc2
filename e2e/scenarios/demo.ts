/**
 * The demo build (issue 13): the mock runs as a service worker, so the page loads none of msw,
 * the handlers or the seed; it replaces msw's worker of earlier demo builds; what it stores
 * survives a reload and a restart of the worker (a
 * session is a record of the store: still logged in means the store was read back); «Сбросить
 * демо-данные» re-seeds and logs out.
 */
import { DEMO_TEXT } from '@fbi/domain';
import { loginButton, logIn, profileButton } from '../auth.ts';
import { assertNoProblems, BLANK_PATH, openSession, type Scenario } from '../context.ts';
import { settle } from '../settle.ts';

export const demoFlow: Scenario = {
  name: 'demo build: the mock worker answers, keeps its data, resets',
  async run(run) {
    const demo = { ...run, appUrl: run.demoUrl, apiUrl: run.demoUrl };
    // A returning visitor of an earlier demo build: msw's own worker controls the origin. Set up
    // on a blank page of the origin, where no portal code runs (or is cut short).
    const { context, page, monitor } = await openSession(demo, BLANK_PATH);
    try {
      const problems: string[] = [];
      await page.evaluate(async () => {
        const container = navigator.serviceWorker;
        await container.register('/mockServiceWorker.js');
        while (!container.controller?.scriptURL.endsWith('/mockServiceWorker.js'))
          await new Promise((resolve) =>
            container.addEventListener('controllerchange', resolve, { once: true }),
          );
      });
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForFunction(() =>
        navigator.serviceWorker.controller?.scriptURL.endsWith('/mock-sw.js'),
      );
      await settle(page, monitor);
      // Replacing msw's worker cuts the requests it was still serving (the first screen's
      // preloads, which the page then fetches again): aborted once per upgrade, not failures.
      problems.push(...monitor.drain().filter((problem) => !problem.includes('net::ERR_ABORTED')));
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
      // The reload cuts whatever chunk the page had started fetching after the click (an idle
      // prefetch); the reopened page fetches what it needs itself. Only those chunk aborts pass,
      // a failed call or an error still fails the step.
      problems.push(
        ...monitor
          .drain()
          .filter(
            (problem) => !(problem.includes('/assets/') && problem.includes('net::ERR_ABORTED')),
          ),
      );
      assertNoProblems(problems);
    } finally {
      await context.close();
    }
  },
};
