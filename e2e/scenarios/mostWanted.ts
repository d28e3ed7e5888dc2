/**
 * An MW report's life (01 §4 MW report status, §5 MW form, §6): agent_cid files it from the
 * sidebar's two-step form, the director opens it from /most-wanted and approves it, the status
 * changing in the view modal; the modal's 'View report' opens the HTML report in a new tab.
 */
import { MODAL_TITLES, MW_MAIN_VIOLATIONS, MW_TEXT, statusLabel } from '@fbi/domain';
import type { Scenario } from '../context.ts';
import { runFlow } from '../flow.ts';
import { checkPage } from '../page.ts';
import { settle } from '../settle.ts';
import { addEntry, choose, openFromSidebar, PNG_1X1, sidebar, statusShown, type } from '../ui.ts';

const NICK = 'Ivan_Petrov';

export const mostWantedFlow: Scenario = {
  name: 'MW report: agent_cid files, director approves, report tab',
  run: (run) =>
    runFlow(run, async ({ context, page, monitor, actAs, checkAxe, record }) => {
      const row = page.getByRole('row').filter({ hasText: NICK });
      await actAs('agent_cid', async () => {
        await sidebar(page).getByRole('button', { name: MODAL_TITLES.mwReport }).click();
        const form = page.getByRole('dialog', { name: MODAL_TITLES.mwReport });
        await type(form, MW_TEXT.nameSurname, NICK);
        await type(form, MW_TEXT.birthDate, '1990-05-17');
        await type(form, MW_TEXT.birthPlace, 'Лос-Сантос');
        await form.getByRole('radiogroup').locator('label').first().click();
        await type(form, MW_TEXT.eyes, 'Карие');
        await type(form, MW_TEXT.height, '180');
        await type(form, MW_TEXT.weight, '80');
        await type(form, MW_TEXT.hair, 'Чёрные');
        await type(form, MW_TEXT.race, 'Европеоид');
        await type(form, MW_TEXT.nation, 'Американец');
        await checkAxe('MW form');
        // The wizard's next button (the design system's Wizard, its default text).
        await form.getByRole('button', { name: 'Далее' }).click();
        await type(form, MW_TEXT.activity, 'Грабежи');
        await type(form, MW_TEXT.signs, 'Шрам на щеке');
        await type(form, MW_TEXT.description, 'Ограбил банк');
        await choose(page, form, MW_TEXT.mainViolation, MW_MAIN_VIOLATIONS[0]);
        const upload = page.waitForResponse((r) => r.url().includes(`/most-wanted/${NICK}/photo`));
        await form.locator('input[type="file"]').setInputFiles({
          name: 'photo.png',
          mimeType: 'image/png',
          buffer: PNG_1X1,
        });
        await upload;
        await addEntry(form, MW_TEXT.cautions, '12.1 УК');
        await addEntry(form, MW_TEXT.proves, 'https://forum.example/t/1');
        await form.getByRole('button', { name: MW_TEXT.send }).click();
        await form.waitFor({ state: 'hidden' });

        await openFromSidebar(page, '/most-wanted');
        await row.getByText(statusLabel('mw', 'ON_SENIOR_CHECK')).waitFor();
        record(await checkPage(page, monitor, 'agent_cid /most-wanted', { axe: false }));
      });

      await actAs('director', async () => {
        await openFromSidebar(page, '/most-wanted');
        await row.click();
        const view = page.getByRole('dialog', { name: `${MW_TEXT.viewTitle}: ${NICK}` });
        await statusShown(view, statusLabel('mw', 'ON_SENIOR_CHECK'));
        await settle(page, monitor);
        await checkAxe('MW view');
        await view.getByRole('button', { name: MW_TEXT.approve }).click();
        await statusShown(view, statusLabel('mw', 'APPROVED'));

        const [tab] = await Promise.all([
          context.waitForEvent('page'),
          view.getByRole('button', { name: MW_TEXT.viewReport }).click(),
        ]);
        await tab.waitForLoadState();
        await tab.getByText(NICK).first().waitFor();
      });
    }),
};
