/**
 * An act's life (02 §4 Act status, §5 Act, §6): agent_cid files an offence act from the sidebar,
 * the director finds it on /acts, sets «На рассмотрении», then «Ожидаем в игре» with a verdict,
 * each status seen in the act's view modal; Esc closes the view, whose link leaves the URL, and
 * focus is back on the row it was opened from (a keyboard user keeps their place).
 */
import { ACTS_TEXT, MODAL_TITLES, statusLabel, UI_TEXT } from '@fbi/domain';
import type { Scenario } from '../context.ts';
import { runFlow } from '../flow.ts';
import { settle } from '../settle.ts';
import { addEntry, choose, openFromSidebar, sidebar, statusShown, textbox, type } from '../ui.ts';

const NICK = 'Petr_Sidorov';

export const actFlow: Scenario = {
  name: 'act: agent_cid files, director reviews and decides',
  run: (run) =>
    runFlow(run, async ({ page, monitor, actAs, checkAxe }) => {
      await actAs('agent_cid', async () => {
        await sidebar(page).getByRole('button', { name: MODAL_TITLES.act }).click();
        const form = page.getByRole('dialog', { name: MODAL_TITLES.act });
        await type(form, ACTS_TEXT.offenderNick, NICK);
        await choose(page, form, ACTS_TEXT.faction, 'LSPD');
        await type(form, ACTS_TEXT.description, 'Оскорбление сотрудника');
        await addEntry(form, ACTS_TEXT.evidence, 'https://forum.example/act/1');
        await checkAxe('act form');
        await form.getByRole('button', { name: ACTS_TEXT.send }).click();
        await form.waitFor({ state: 'hidden' });
      });

      await actAs('director', async () => {
        await openFromSidebar(page, '/acts');
        await type(page.getByRole('main'), ACTS_TEXT.offenderNick, NICK);
        await page.getByRole('button', { name: UI_TEXT.filtersApply }).click();
        const row = page.getByRole('row').filter({ hasText: NICK });
        await row.getByText(statusLabel('act', 'NEW')).waitFor();
        await row.getByRole('gridcell').first().click();
        const view = page.getByRole('dialog', { name: `${ACTS_TEXT.viewTitle}: ${NICK}` });
        await statusShown(view, statusLabel('act', 'NEW'));
        await settle(page, monitor);
        await checkAxe('act view');

        await view.getByRole('button', { name: ACTS_TEXT.statusMenu }).click();
        const item = (status: 'UNDER_CONSIDERATION' | 'AWAIT_IN_GAME') =>
          page.getByRole('menuitem', { name: new RegExp(`^${statusLabel('act', status)}`) });
        await item('UNDER_CONSIDERATION').click();
        await statusShown(view, statusLabel('act', 'UNDER_CONSIDERATION'));

        await view.getByRole('button', { name: ACTS_TEXT.statusMenu }).click();
        await item('AWAIT_IN_GAME').click();
        const verdict = page.getByRole('dialog', {
          name: new RegExp(`^${ACTS_TEXT.verdictTitle}`),
        });
        await textbox(verdict, ACTS_TEXT.verdictTitle).fill('Выговор');
        await verdict.getByRole('button', { name: ACTS_TEXT.verdictSubmit }).click();
        const after = page.getByRole('dialog', { name: `${ACTS_TEXT.viewTitle}: ${NICK}` });
        await statusShown(after, statusLabel('act', 'AWAIT_IN_GAME'));

        await page.keyboard.press('Escape');
        await after.waitFor({ state: 'hidden' });
        await page.waitForURL((url) => !url.searchParams.has('open'));
        await page.waitForFunction(
          (nick) => document.activeElement?.closest('[role="row"]')?.textContent?.includes(nick),
          NICK,
        );
      });
    }),
};
