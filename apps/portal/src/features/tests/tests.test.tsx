import { AGENT_TESTS_TEXT, MESSAGES, MODAL_TITLES, TESTS_TEXT, UI_TEXT } from '@fbi/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fill, setupUser, type TestUser } from '../../shared/testing/interactions.ts';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { CurrentUrl, currentUrl } from '../../shared/testing/CurrentUrl.tsx';
import { findSuccessToast, findToast, openFromToast } from '../../shared/testing/toasts.ts';
import { AgentTestsPage } from './AgentTestsPage.tsx';
import TestCreateModal from './TestCreateModal.tsx';
import { TestsPage } from './TestsPage.tsx';

// Generous waits: lazy dialog chunks transform on first use, slow on a busy machine.
configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const mock = setupMockApi();
const store = () => mock.server.store.data;
const body = () => within(document.body);

/** Clicks the first cell of the data row named `name` in the grid `grid`. */
async function openRow(user: TestUser, grid: string, name: string) {
  const table = await screen.findByRole('grid', { name: grid });
  const row = await waitFor(() => {
    const found = within(table)
      .getAllByRole('row')
      .find((r) => within(r).queryByRole('rowheader', { name }));
    if (!found) throw new Error(`no row named ${name}`);
    return found;
  });
  const [cell] = within(row).getAllByRole('gridcell');
  await user.click(cell ?? row);
}

describe('/tests (03 §2)', () => {
  it('a row opens the read-only view: numbered questions, closed or open, options by priority', async () => {
    const user = setupUser();
    const test = store().tests.find((t) => t.questions.some((q) => q.isFreeText));
    if (!test) throw new Error('no test with a free-text question');
    // The newest test, so that its row is on the list's first page of 10.
    test.createdAt = '2099-01-01T00:00:00.000Z';
    await mock.renderAs('agent_cid', <TestsPage />, '/tests');
    expect(screen.queryByRole('button', { name: MODAL_TITLES.testCreation })).toBeNull();
    await openRow(user, 'Тесты', test.title);
    const view = within(await body().findByRole('dialog', { name: test.title }));
    const items = view.getAllByRole('heading', { level: 3 });
    expect(items.map((h) => h.textContent)).toEqual(
      test.questions.map((q, i) => `${i + 1}. ${q.title}`),
    );
    expect(view.getAllByText(TESTS_TEXT.openQuestion)).toHaveLength(
      test.questions.filter((q) => q.isFreeText).length,
    );
    expect(view.getAllByText(TESTS_TEXT.freeTextNote).length).toBeGreaterThan(0);
    expect(view.getAllByText(`${TESTS_TEXT.priority(1)}:`).length).toBeGreaterThan(0);
  });

  it("a test's link opens its view from a cold load (issue 24)", async () => {
    const test = store().tests.at(-1);
    if (!test) throw new Error('no seeded test');
    await mock.renderAs('agent_cid', <TestsPage />, `/tests?open=${test.id}`);
    await body().findByRole('dialog', { name: test.title });
  });

  it('says “Нет доступных тестов” when there is none', async () => {
    mock.server.use(http.get('*/api/v1/tests/templates', () => HttpResponse.json([])));
    await mock.renderAs('director', <TestsPage />, '/tests');
    expect(await screen.findByText(UI_TEXT.noTests)).toBeInTheDocument();
  });
});

describe('test creation modal (03 §2, §5)', () => {
  it('keeps the index rules in the form and sends nothing while a rule fails; then creates it', async () => {
    const user = setupUser();
    await mock.renderAs(
      'head_national_academy',
      <>
        <TestCreateModal onClose={vi.fn()} title={MODAL_TITLES.testCreation} />
        <CurrentUrl />
      </>,
    );
    const form = within(await body().findByRole('dialog', { name: MODAL_TITLES.testCreation }));
    const q1 = within(form.getByRole('group', { name: 'Вопрос №1' }));
    // One question, two options: neither can be removed.
    expect(q1.queryByRole('button', { name: 'Удалить вопрос №1' })).toBeNull();
    expect(q1.getByRole('button', { name: 'Удалить вариант №1 вопроса №1' })).toBeDisabled();

    await user.click(q1.getByRole('button', { name: TESTS_TEXT.addOption }));
    await fill(user, q1.getByRole('textbox', { name: /^Вариант №1/ }), 'А');
    await fill(user, q1.getByRole('textbox', { name: /^Вариант №2/ }), 'Б');
    await fill(user, q1.getByRole('textbox', { name: /^Вариант №3/ }), 'В');
    await user.click(q1.getByRole('radio', { name: 'Б' }));
    // Removing the correct option resets the index to the first option.
    await user.click(q1.getByRole('button', { name: 'Удалить вариант №2 вопроса №1' }));
    expect(q1.getByRole('radio', { name: 'А' })).toBeChecked();

    // Free text hides the options; back to closed the options return with the first correct.
    await user.click(q1.getByRole('switch', { name: TESTS_TEXT.freeText }));
    expect(q1.queryByRole('radio')).toBeNull();
    expect(q1.getByText(TESTS_TEXT.freeTextNote)).toBeInTheDocument();
    await user.click(q1.getByRole('switch', { name: TESTS_TEXT.freeText }));
    expect(q1.getAllByRole('radio').length).toBeGreaterThanOrEqual(2);
    expect(q1.getByRole('radio', { name: 'А' })).toBeChecked();

    await user.click(form.getByRole('button', { name: UI_TEXT.create }));
    expect(await findToast(MESSAGES.testTitleEmpty)).toBeInTheDocument();
    await fill(user, form.getByRole('textbox', { name: /^Название теста/ }), 'Тест');
    await user.click(form.getByRole('button', { name: UI_TEXT.create }));
    expect(await findToast('Заполните текст вопроса №1')).toBeInTheDocument();
    expect(mock.requests.to('/api/v1/tests/add')).toHaveLength(0);

    await fill(user, q1.getByRole('textbox', { name: /^Текст вопроса/ }), 'Сколько?');
    await user.click(form.getByRole('button', { name: UI_TEXT.create }));
    expect(mock.requests.to('/api/v1/tests/add', 'POST')).toHaveLength(1);
    // «Открыть» goes to the new test's link on /tests (issue 24).
    const created = store().tests.find((t) => t.title === 'Тест');
    await openFromToast(user, TESTS_TEXT.done.created('Тест'));
    await waitFor(() => expect(currentUrl()).toBe(`/tests?open=${created?.id}`));
  });
});

describe('/agent-tests (03 §2)', () => {
  it('shows the answers: correct green, wrong chosen red, missing free text flagged; a mark is named', async () => {
    const user = setupUser();
    const agentTest = store().agentTests.find((a) => {
      const test = store().tests.find((t) => t.id === a.testId);
      return a.answers.some((x) => {
        const q = test?.questions.find((y) => y.id === x.questionId);
        return q && !q.isFreeText && x.selectedOptionId !== q.options[q.correctOptionIndex]?.id;
      });
    });
    const test = store().tests.find((t) => t.id === agentTest?.testId);
    if (!agentTest || !test) throw new Error('no agent test with a wrong answer');
    const free = test.questions.find((q) => q.isFreeText);
    const freeAnswer = agentTest.answers.find((x) => x.questionId === free?.id);
    if (freeAnswer) freeAnswer.textAnswer = null;

    await mock.renderAs('director', <AgentTestsPage />, '/agent-tests');
    // Several tests of one agent may exist: open the one in question by its test name too.
    const table = await screen.findByRole('grid', { name: 'Тесты агентов' });
    const row = await waitFor(() => {
      const found = within(table)
        .getAllByRole('row')
        .find(
          (r) =>
            within(r).queryByRole('rowheader', { name: agentTest.nick }) &&
            r.textContent?.includes(test.title),
        );
      if (!found) throw new Error('no row');
      return found;
    });
    await user.click(within(row).getAllByRole('gridcell')[0] ?? row);
    const view = within(
      await body().findByRole('dialog', {
        name: AGENT_TESTS_TEXT.viewTitle(agentTest.nick, test.title),
      }),
    );
    expect(view.getAllByText(UI_TEXT.answerWrong).length).toBeGreaterThan(0);
    if (free) expect(view.getByText(UI_TEXT.answerMissing)).toBeInTheDocument();
    expect(view.getByRole('button', { name: UI_TEXT.changeStatus })).toBeEnabled();

    await user.click(view.getByRole('button', { name: UI_TEXT.changeStatus }));
    const item = (await body().findAllByRole('menuitem')).find(
      (i) => i.getAttribute('aria-disabled') !== 'true',
    );
    if (!item) throw new Error('no result to mark');
    const result = item.textContent ?? '';
    await user.click(item);
    await findSuccessToast(AGENT_TESTS_TEXT.done.marked(agentTest.nick, test.title, result));
  });

  it('a role that may not review gets the status menu disabled', async () => {
    const user = setupUser();
    const agentTest = store().agentTests[0];
    if (!agentTest) throw new Error('no agent tests');
    await mock.renderAs('agent_cid', <AgentTestsPage />, '/agent-tests');
    await openRow(user, 'Тесты агентов', agentTest.nick);
    const view = within(await body().findByRole('dialog'));
    expect(view.getByRole('button', { name: UI_TEXT.changeStatus })).toBeDisabled();
  });
});
