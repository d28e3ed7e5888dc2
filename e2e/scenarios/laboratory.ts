/**
 * A laboratory request's life (03 §4 Laboratory request, §5, §6): agent_cid files it from the
 * sidebar, the director finds it on /laboratory, takes it into work and declines it with a reason,
 * each status seen in the detail modal or the list.
 */
import { LABORATORY_TEXT, MODAL_TITLES, statusLabel, UI_TEXT } from '@fbi/domain';
import type { Scenario } from '../context.ts';
import { runFlow } from '../flow.ts';
import { settle } from '../settle.ts';
import { choose, openFromSidebar, sidebar, textbox, type } from '../ui.ts';

const GOAL = 'Установить оружие';
/** The requester's nick, which the list shows as the author (03 §3). */
const author = 'Oleg_Laborov';

export const laboratoryFlow: Scenario = {
  name: 'laboratory request: agent_cid files, director takes and declines',
  run: (run) =>
    runFlow(run, async ({ page, monitor, actAs, checkAxe }) => {
      await actAs('agent_cid', async () => {
        await sidebar(page).getByRole('button', { name: MODAL_TITLES.labRequest }).first().click();
        const form = page.getByRole('dialog', { name: MODAL_TITLES.labRequest });
        await type(form, LABORATORY_TEXT.nick, author);
        await choose(page, form, LABORATORY_TEXT.faction, 'LSPD');
        await form.getByRole('button', { name: new RegExp(`${LABORATORY_TEXT.rang}$`) }).click();
        await page.getByRole('listbox').getByRole('option').first().click();
        await type(form, LABORATORY_TEXT.division, 'Патруль');
        await form
          .getByRole('button', { name: new RegExp(`${LABORATORY_TEXT.expertiseKind(1)}$`) })
          .click();
        await page.getByRole('listbox').getByRole('option').first().click();
        await type(form, LABORATORY_TEXT.proves, 'https://forum.example/lab');
        await type(form, LABORATORY_TEXT.objects, 'Гильзы, 2 шт.');
        await type(form, LABORATORY_TEXT.type, 'Вещественное доказательство');
        await type(form, LABORATORY_TEXT.goal, GOAL);
        await checkAxe('lab form');
        await form.getByRole('button', { name: LABORATORY_TEXT.requestSubmit }).click();
        const prompt = page.getByRole('alertdialog', { name: LABORATORY_TEXT.anotherTitle });
        await prompt.getByRole('button', { name: LABORATORY_TEXT.anotherDecline }).click();
        await prompt.waitFor({ state: 'hidden' });
      });

      await actAs('director', async () => {
        await openFromSidebar(page, '/laboratory');
        await type(page.getByRole('main'), LABORATORY_TEXT.authorNick, author);
        await page.getByRole('button', { name: UI_TEXT.filtersApply }).click();
        await page.waitForURL((url) => url.search.includes(encodeURIComponent(author)));
        await settle(page, monitor);
        const rowIn = (status: string) =>
          page.getByRole('row').filter({ hasText: author }).filter({ hasText: status }).first();
        const open = (status: string) => rowIn(status).getByRole('gridcell').first().click();
        await open(statusLabel('laboratory', 'ON_CHECK'));
        const detail = page.getByRole('dialog', { name: /№\d+$/ });
        await detail.getByText(GOAL).waitFor();
        await settle(page, monitor);
        await checkAxe('lab detail');

        await detail.getByRole('button', { name: UI_TEXT.changeStatus }).click();
        await page.getByRole('menuitem', { name: UI_TEXT.takeIntoWork }).click();
        await rowIn(statusLabel('laboratory', 'IN_PROGRESS')).waitFor();
        await settle(page, monitor);
        if (await detail.isHidden()) await open(statusLabel('laboratory', 'IN_PROGRESS'));
        await detail.getByRole('button', { name: UI_TEXT.changeStatus }).click();
        await page.getByRole('menuitem', { name: UI_TEXT.decline }).click();
        const decline = page.getByRole('dialog', { name: LABORATORY_TEXT.declineTitle });
        await textbox(decline, UI_TEXT.declineReasonPlaceholder).fill('Нет объектов');
        await decline.getByRole('button', { name: UI_TEXT.decline }).click();
        await rowIn(statusLabel('laboratory', 'CANCELED')).waitFor();
      });
    }),
};
