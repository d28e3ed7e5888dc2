/**
 * The academy's test flow across its screens (03 §2, §4, §7): a test is created, an agent's
 * closed test is reopened, the agent takes it, and a reviewer marks it 'Сдал'. It spans the
 * academy and tests features, so it lives with the app that composes them.
 */
import { unwrap } from '@fbi/api';
import { ACADEMY_TEXT, AGENT_TESTS_TEXT, MODAL_TITLES, UI_TEXT } from '@fbi/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AcademyPage } from '../features/academy/AcademyPage.tsx';
import { AgentTestsPage } from '../features/tests/AgentTestsPage.tsx';
import TestCreateModal from '../features/tests/TestCreateModal.tsx';
import { api } from '../shared/api.ts';
import { fill, setupUser } from '../shared/testing/interactions.ts';
import { setupMockApi } from '../shared/testing/mockApi.tsx';
import { keepDemoMembers, nickOfAccount } from '../shared/testing/demoAccounts.ts';

// Generous waits: lazy dialog chunks transform on first use, slow on a busy machine.
configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 90_000 });

const mock = setupMockApi(keepDemoMembers);
const store = () => mock.server.store.data;
const body = () => within(document.body);
const CONDITION = 'Итоговый тест';
const TITLE = 'Устав агентства';

function nickOf(username: string): string {
  return nickOfAccount(store(), username);
}

/** The data row of a grid named `name` (its row header), once the data is in. */
async function rowNamed(grid: string, name: string) {
  const table = await screen.findByRole('grid', { name: grid });
  return waitFor(() => {
    const row = within(table)
      .getAllByRole('row')
      .find((r) => within(r).queryByRole('rowheader', { name }));
    if (!row) throw new Error(`no row named ${name}`);
    return row;
  });
}

describe('academy test flow (03 §2 Test creation, /academy, Test taking, /agent-tests)', () => {
  it('create a test, open it for an agent, take it as that agent, mark it “Сдал”', async () => {
    const user = setupUser();
    const trainee = nickOf('national_academy_trainee');

    // 1. The director creates a test: a closed question (second option correct), a free-text one.
    const onClose = vi.fn();
    const creation = await mock.renderAs(
      'director',
      <TestCreateModal onClose={onClose} title={MODAL_TITLES.testCreation} />,
    );
    const form = within(await body().findByRole('dialog', { name: MODAL_TITLES.testCreation }));
    await fill(user, form.getByRole('textbox', { name: /^Название теста/ }), TITLE);
    const q1 = within(form.getByRole('group', { name: 'Вопрос №1' }));
    await fill(user, q1.getByRole('textbox', { name: /^Текст вопроса/ }), 'Кто руководит FBI?');
    await fill(user, q1.getByRole('textbox', { name: /^Вариант №1/ }), 'Шериф');
    await fill(user, q1.getByRole('textbox', { name: /^Вариант №2/ }), 'Директор');
    await user.click(q1.getByRole('radio', { name: 'Директор' }));
    await user.click(form.getByRole('button', { name: 'Добавить вопрос' }));
    const q2 = within(form.getByRole('group', { name: 'Вопрос №2' }));
    await fill(user, q2.getByRole('textbox', { name: /^Текст вопроса/ }), 'Зачем нужен устав?');
    await user.click(q2.getByRole('switch', { name: 'Свободный ответ' }));
    await user.click(form.getByRole('button', { name: UI_TEXT.create }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mock.requests.to('/api/v1/tests/add')[0]?.body).toEqual({
      title: TITLE,
      questions: [
        {
          title: 'Кто руководит FBI?',
          isFreeText: false,
          options: ['Шериф', 'Директор'],
          correctOptionIndex: 1,
        },
        { title: 'Зачем нужен устав?', isFreeText: true, options: [], correctOptionIndex: -1 },
      ],
    });
    creation.unmount();
    const test = store().tests.find((t) => t.title === TITLE);
    if (!test) throw new Error('the test was not stored');

    // A template whose trainee condition is this test, activated (the template screens have
    // their own tests); the trainee's test row starts closed, as after an earlier attempt.
    const { id } = await unwrap(
      api.POST('/api/v1/academy-template/add', {
        body: {
          name: 'Поток с тестом',
          conditions: [
            {
              name: CONDITION,
              rang: 'TRAINEE',
              conditionType: 'TEST',
              optionCategoryName: null,
              testId: test.id,
            },
          ],
        },
      }),
    );
    await unwrap(api.PUT('/api/v1/academy-template/{id}/activate', { params: { path: { id } } }));
    const exam = store().exams.find((e) => e.nick === trainee && e.conditionName === CONDITION);
    if (!exam) throw new Error('no exam row for the trainee');
    exam.testState = 'CLOSED';

    // 2. The director reopens the trainee's closed test in the exam modal.
    const academy = await mock.renderAs('director', <AcademyPage />, '/academy');
    const [cell] = within(await rowNamed(ACADEMY_TEXT.tables.TRAINEE, trainee)).getAllByRole(
      'gridcell',
    );
    if (!cell) throw new Error('no cells');
    await user.click(cell);
    const exams = within(
      await body().findByRole('dialog', { name: ACADEMY_TEXT.examTitle(trainee) }),
    );
    expect(exams.getByText('Закрыт')).toBeInTheDocument();
    await user.click(exams.getByRole('button', { name: ACADEMY_TEXT.reopenTestFor(CONDITION) }));
    expect(await exams.findByText('Открыт')).toBeInTheDocument();
    expect(mock.requests.to(`/api/v1/tests/${exam.id}/status`, 'PUT')).toHaveLength(1);
    expect(exams.queryByRole('button', { name: ACADEMY_TEXT.reopenTestFor(CONDITION) })).toBeNull();
    academy.unmount();

    // 3. The trainee starts it on their own row and answers; the free text is sent trimmed.
    const taking = await mock.renderAs('national_academy_trainee', <AcademyPage />, '/academy');
    const own = await rowNamed(ACADEMY_TEXT.tables.TRAINEE, trainee);
    await user.click(
      within(own).getByRole('button', { name: ACADEMY_TEXT.startTestFor(CONDITION) }),
    );
    const sheet = within(await body().findByRole('dialog', { name: TITLE }));
    expect(
      mock.requests.to('/api/v1/tests/start').map((r) => r.query.get('conditionName')),
    ).toEqual([CONDITION]);
    await user.click(sheet.getByRole('radio', { name: 'Директор' }));
    await fill(
      user,
      sheet.getByRole('textbox', { name: '2. Зачем нужен устав?' }),
      '  Чтобы знать правила  ',
    );
    await user.click(sheet.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    const [q1Id, q2Id] = test.questions.map((q) => q.id);
    expect(mock.requests.to('/api/v1/tests/submit')[0]?.body).toMatchObject({
      testId: test.id,
      title: TITLE,
      questions: [
        { id: q1Id, title: 'Кто руководит FBI?', selectedIndex: 1, textAnswer: null },
        {
          id: q2Id,
          title: 'Зачем нужен устав?',
          selectedIndex: null,
          textAnswer: 'Чтобы знать правила',
        },
      ],
    });
    // The test is closed now: no start button on the row any more.
    await waitFor(() =>
      expect(
        within(own).queryByRole('button', { name: ACADEMY_TEXT.startTestFor(CONDITION) }),
      ).toBeNull(),
    );
    taking.unmount();

    // 4. The director reviews the answers and marks the test 'Сдал'.
    await mock.renderAs('director', <AgentTestsPage />, '/agent-tests');
    const submitted = await rowNamed('Тесты агентов', trainee);
    expect(submitted).toHaveTextContent(TITLE);
    const [first] = within(submitted).getAllByRole('gridcell');
    await user.click(first ?? submitted);
    const review = within(
      await body().findByRole('dialog', { name: AGENT_TESTS_TEXT.viewTitle(trainee, TITLE) }),
    );
    expect(review.getByText(UI_TEXT.answerCorrect)).toBeInTheDocument();
    expect(review.getByText('Чтобы знать правила')).toBeInTheDocument();
    expect(review.getByText(AGENT_TESTS_TEXT.notReviewed)).toBeInTheDocument();
    await user.click(review.getByRole('button', { name: UI_TEXT.changeStatus }));
    await user.click(await screen.findByRole('menuitem', { name: 'Сдал' }));
    await waitFor(() =>
      expect(
        mock.requests
          .to(`/api/v1/academy-exam/${exam.id}/update-test`, 'PUT')
          .map((r) => r.query.get('value')),
      ).toEqual(['Сдал']),
    );
    expect(await review.findByText('Сдал')).toBeInTheDocument();
    expect(exam.value).toBe('Сдал');
  });
});
