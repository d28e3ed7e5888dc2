/**
 * An act's life (02 §4 Act status, §5 Act, §6): agent_cid files an offence act from the sidebar,
 * the director finds it on /acts, sets «На рассмотрении», then «Ожидаем в игре» with a verdict,
 * each status seen in the act's view modal.
 */
import { ACTS_TEXT, MODAL_TITLES, statusLabel, UI_TEXT } from '@fbi/domain';
import { logIn, logOut } from '../auth.ts';
import { axeViolations } from '../axe.ts';
import { assertNoProblems, openSession, type Scenario } from '../context.ts';
import { settle } from '../settle.ts';
import { addEntry, choose, openFromSidebar, sidebar, textbox, type } from '../ui.ts';

const NICK = 'Petr_Sidorov';

export const actFlow: Scenario = {
  name: 'act: agent_cid files, director reviews and decides',
  async run(run) {
    const { context, page, monitor } = await openSession(run);
    try {
      const problems: string[] = [];
      await logIn(page, 'agent_cid');
      await settle(page, monitor);
      await sidebar(page).getByRole('button', { name: MODAL_TITLES.act }).click();
      const form = page.getByRole('dialog', { name: MODAL_TITLES.act });
      await type(form, ACTS_TEXT.offenderNick, NICK);
      await choose(page, form, ACTS_TEXT.faction, 'LSPD');
      await type(form, ACTS_TEXT.description, 'Оскорбление сотрудника');
      await addEntry(form, ACTS_TEXT.evidence, 'https://forum.example/act/1');
      problems.push(...(await axeViolations(page)).map((p) => `act form: ${p}`));
      await form.getByRole('button', { name: 'Отправить' }).click();
      await form.waitFor({ state: 'hidden' });
      problems.push(...monitor.drain().map((p) => `agent_cid: ${p}`));
      await logOut(page);

      await logIn(page, 'director');
      await settle(page, monitor);
      await openFromSidebar(page, '/acts');
      await type(page.getByRole('main'), ACTS_TEXT.offenderNick, NICK);
      await page.getByRole('button', { name: UI_TEXT.filtersApply }).click();
      const row = page.getByRole('row').filter({ hasText: NICK });
      await row.getByText(statusLabel('act', 'NEW')).waitFor();
      await row.getByRole('gridcell').first().click();
      const view = page.getByRole('dialog', { name: `${ACTS_TEXT.viewTitle}: ${NICK}` });
      await view.getByText(statusLabel('act', 'NEW')).waitFor();
      await settle(page, monitor);
      problems.push(...(await axeViolations(page)).map((p) => `act view: ${p}`));

      await view.getByRole('button', { name: ACTS_TEXT.statusMenu }).click();
      await page
        .getByRole('menuitem', {
          name: new RegExp(`^${statusLabel('act', 'UNDER_CONSIDERATION')}`),
        })
        .click();
      await view.getByText(statusLabel('act', 'UNDER_CONSIDERATION')).waitFor();

      await view.getByRole('button', { name: ACTS_TEXT.statusMenu }).click();
      await page
        .getByRole('menuitem', { name: new RegExp(`^${statusLabel('act', 'AWAIT_IN_GAME')}`) })
        .click();
      const verdict = page.getByRole('dialog', { name: new RegExp(`^${ACTS_TEXT.verdictTitle}`) });
      await textbox(verdict, ACTS_TEXT.verdictTitle).fill('Выговор');
      await verdict.getByRole('button', { name: ACTS_TEXT.verdictSubmit }).click();
      const after = page.getByRole('dialog', { name: `${ACTS_TEXT.viewTitle}: ${NICK}` });
      await after.getByText(statusLabel('act', 'AWAIT_IN_GAME')).waitFor();
      await settle(page, monitor);
      problems.push(...monitor.drain().map((p) => `director /acts: ${p}`));
      assertNoProblems(problems);
    } finally {
      await context.close();
    }
  },
};
