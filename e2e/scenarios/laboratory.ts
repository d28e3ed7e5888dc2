/**
 * A laboratory request's life (03 §4 Laboratory request, §5, §6): agent_cid files it from the
 * sidebar, the director finds it on /laboratory, takes it into work and declines it with a reason,
 * each status seen in the detail modal or the list.
 */
import { LABORATORY_TEXT, MODAL_TITLES, statusLabel, UI_TEXT } from '@fbi/domain';
import { logIn, logOut } from '../auth.ts';
import { axeViolations } from '../axe.ts';
import { assertNoProblems, openSession, type Scenario } from '../context.ts';
import { settle } from '../settle.ts';
import { choose, openFromSidebar, sidebar, textbox, type } from '../ui.ts';

const GOAL = 'Установить оружие';
/** The requester's nick, which the list shows as the author (03 §3). */
const author = 'Oleg_Laborov';

export const laboratoryFlow: Scenario = {
  name: 'laboratory request: agent_cid files, director takes and declines',
  async run(run) {
    const { context, page, monitor } = await openSession(run);
    try {
      const problems: string[] = [];
      await logIn(page, 'agent_cid');
      await settle(page, monitor);
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
      problems.push(...(await axeViolations(page)).map((p) => `lab form: ${p}`));
      await form.getByRole('button', { name: LABORATORY_TEXT.requestSubmit }).click();
      const prompt = page.getByRole('alertdialog', { name: LABORATORY_TEXT.anotherTitle });
      await prompt.getByRole('button', { name: LABORATORY_TEXT.anotherDecline }).click();
      await prompt.waitFor({ state: 'hidden' });
      problems.push(...monitor.drain().map((p) => `agent_cid: ${p}`));
      await logOut(page);

      await logIn(page, 'director');
      await settle(page, monitor);
      await openFromSidebar(page, '/laboratory');
      await type(page.getByRole('main'), LABORATORY_TEXT.authorNick, author);
      await page.getByRole('button', { name: UI_TEXT.filtersApply }).click();
      await page.waitForURL((url) => url.search.includes(encodeURIComponent(author)));
      await settle(page, monitor);
      const rowIn = (status: string) =>
        page.getByRole('row').filter({ hasText: author }).filter({ hasText: status }).first();
      await rowIn(statusLabel('laboratory', 'ON_CHECK')).getByRole('gridcell').first().click();
      const detail = page.getByRole('dialog', { name: /№\d+$/ });
      await detail.getByText(GOAL).waitFor();
      await settle(page, monitor);
      problems.push(...(await axeViolations(page)).map((p) => `lab detail: ${p}`));

      await detail.getByRole('button', { name: UI_TEXT.changeStatus }).click();
      await page.getByRole('menuitem', { name: 'Взять в работу' }).click();
      await rowIn(statusLabel('laboratory', 'IN_PROGRESS')).waitFor();
      await settle(page, monitor);
      if (await detail.isHidden())
        await rowIn(statusLabel('laboratory', 'IN_PROGRESS')).getByRole('gridcell').first().click();
      await detail.getByRole('button', { name: UI_TEXT.changeStatus }).click();
      await page.getByRole('menuitem', { name: 'Отклонить' }).click();
      const decline = page.getByRole('dialog', { name: LABORATORY_TEXT.declineTitle });
      await textbox(decline, 'Введите причину отклонения').fill('Нет объектов');
      await decline.getByRole('button', { name: 'Отклонить' }).click();
      await rowIn(statusLabel('laboratory', 'CANCELED')).waitFor();
      await settle(page, monitor);
      problems.push(...monitor.drain().map((p) => `director /laboratory: ${p}`));
      assertNoProblems(problems);
    } finally {
      await context.close();
    }
  },
};
