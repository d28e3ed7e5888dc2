import {
  ACADEMY_TEMPLATES_TEXT,
  ACADEMY_TEXT,
  MESSAGES,
  MODAL_TITLES,
  NOT_DEFINED,
  TEST_TAKING_TEXT,
  UI_TEXT,
} from '@fbi/domain';
import { toast } from '@fbi/ui';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption, fill, setupUser, type TestUser } from '../../shared/testing/interactions.ts';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import { findSuccessToast, findToast } from '../../shared/testing/toasts.ts';
import { AcademyPage } from './AcademyPage.tsx';
import { AcademyTemplatesPage } from './AcademyTemplatesPage.tsx';
import TemplateCreateModal from './TemplateCreateModal.tsx';
import { waitForDataRows } from '../../shared/testing/grids.ts';
import { keepDemoMembers, nickOfAccount } from '../../shared/testing/demoAccounts.ts';

// Generous waits: lazy dialog chunks transform on first use, slow on a busy machine.
configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
// RAC tables and selects are slow in jsdom, more so on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

// Only the demo accounts' members and their exam rows: enough for every table, faster in jsdom.
const mock = setupMockApi(keepDemoMembers);
const store = () => mock.server.store.data;
const body = () => within(document.body);

/** The nick of a demo account. */
function nickOf(username: string): string {
  return nickOfAccount(store(), username);
}

/** The rows of a grid that hold data (its header row excluded), once the data is in. */
async function dataRows(name: string) {
  const grid = await screen.findByRole('grid', { name });
  return waitForDataRows(grid);
}

/** The data row named `name` (its row header: a template's name, an agent's nick). */
async function rowNamed(grid: string, name: string) {
  const row = (await dataRows(grid)).find((r) => within(r).queryByRole('rowheader', { name }));
  if (!row) throw new Error(`no row named ${name}`);
  return row;
}

/** Every cell of a row in column order (the row header included). */
const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')] as HTMLElement[];

/** A label as a literal pattern for `chooseOption` (condition names hold brackets). */
const literal = (label: string) => label.replace(/[()]/g, '\\$&');

/** Clicks the first cell of the row named `name`. */
async function openRow(user: TestUser, grid: string, name: string) {
  const row = await rowNamed(grid, name);
  const [cell] = within(row).getAllByRole('gridcell');
  if (!cell) throw new Error('no cells');
  await user.click(cell);
}

const columnHeaders = (grid: string) =>
  within(screen.getByRole('grid', { name: grid }))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

/**
 * The newest INACTIVE template with a test condition: the list is newest first, 10 a page, so it
 * is on the first page.
 */
const inactiveWithTest = () => {
  const t = store().academyTemplates.findLast(
    (x) => x.status === 'INACTIVE' && x.conditions.some((c) => c.conditionType === 'TEST'),
  );
  if (!t) throw new Error('no inactive template with a test condition');
  return t;
};

describe('/academy-templates (03 §2)', () => {
  it('the director edits an INACTIVE template; the ACTIVE one is read-only', async () => {
    const user = setupUser();
    await mock.renderAs('director', <AcademyTemplatesPage />, '/academy-templates');
    const inactive = inactiveWithTest();
    await openRow(user, 'Шаблоны академии', inactive.name);
    const edit = within(
      await body().findByRole('dialog', {
        name: `${ACADEMY_TEMPLATES_TEXT.editTitle}: ${inactive.name}`,
      }),
    );
    expect(edit.getByRole('textbox', { name: /Название шаблона/ })).toHaveValue(inactive.name);
    expect(edit.getAllByRole('group', { name: /^Условие №/ })).toHaveLength(
      inactive.conditions.length,
    );
    expect(edit.getByRole('button', { name: ACADEMY_TEMPLATES_TEXT.activate })).toBeEnabled();
    await user.click(edit.getByRole('button', { name: UI_TEXT.cancel }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());

    const active = store().academyTemplates.find((t) => t.status === 'ACTIVE');
    if (!active) throw new Error('no active template');
    await openRow(user, 'Шаблоны академии', active.name);
    const view = within(await body().findByRole('dialog', { name: /активен/ }));
    expect(view.getByText(ACADEMY_TEMPLATES_TEXT.readOnlyNote)).toBeInTheDocument();
    expect(view.getByRole('textbox', { name: /Название шаблона/ })).toHaveAttribute('readonly');
    expect(view.queryByRole('button', { name: ACADEMY_TEMPLATES_TEXT.activate })).toBeNull();
  });

  it('a role other than the director does not open rows', async () => {
    const user = setupUser();
    await mock.renderAs('head_national_academy', <AcademyTemplatesPage />, '/academy-templates');
    await openRow(user, 'Шаблоны академии', inactiveWithTest().name);
    expect(body().queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with no tests loaded the test choice is cleared, disabled and says so', async () => {
    const user = setupUser();
    mock.server.use(http.get('*/api/v1/tests/all', () => HttpResponse.json([])));
    await mock.renderAs('director', <AcademyTemplatesPage />, '/academy-templates');
    const template = inactiveWithTest();
    await openRow(user, 'Шаблоны академии', template.name);
    const dialog = await body().findByRole('dialog', { name: /Шаблон академии/ });
    const index = template.conditions.findIndex((c) => c.conditionType === 'TEST');
    const block = within(within(dialog).getByRole('group', { name: `Условие №${index + 1}` }));
    const choice = await block.findByRole('button', { name: /Тест$/ });
    await waitFor(() => expect(choice).toHaveTextContent(UI_TEXT.noTests));
    expect(choice).toBeDisabled();

    // Saving sends nothing: the cleared test fails the check.
    mock.requests.clear();
    await user.click(within(dialog).getByRole('button', { name: ACADEMY_TEMPLATES_TEXT.save }));
    expect(await findToast(`Выберите тест для условия №${index + 1}`)).toBeInTheDocument();
    expect(mock.requests.all.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });
});

describe('academy template creation and activation (03 §2, §4, §7)', () => {
  it('creates a template, activates it, and /academy shows its conditions as columns', async () => {
    const user = setupUser();
    const onClose = vi.fn();
    const created = await mock.renderAs(
      'director',
      <TemplateCreateModal onClose={onClose} title={MODAL_TITLES.academyTemplate} />,
    );
    const dialogEl = await body().findByRole('dialog', { name: MODAL_TITLES.academyTemplate });
    const dialog = within(dialogEl);

    // The first failing rule shows and nothing is sent.
    await user.click(dialog.getByRole('button', { name: UI_TEXT.create }));
    expect(await findToast(MESSAGES.templateNameEmpty)).toBeInTheDocument();
    expect(mock.requests.to('/api/v1/academy-template/add')).toHaveLength(0);

    // The only condition cannot be removed.
    expect(dialog.getByRole('button', { name: 'Удалить условие №1' })).toBeDisabled();

    await fill(user, dialog.getByRole('textbox', { name: /Название шаблона/ }), 'Поток 2027');
    const row = (n: number) => dialog.getByRole('group', { name: `Условие №${n}` });
    await fill(
      user,
      within(row(1)).getByRole('textbox', { name: /Название условия/ }),
      'Строевая подготовка',
    );
    await chooseOption(user, 'Ранг', 'Стажёр', row(1));
    await chooseOption(user, 'Тип условия', 'Логический', row(1));
    await user.click(dialog.getByRole('button', { name: 'Добавить условие' }));
    await fill(
      user,
      within(row(2)).getByRole('textbox', { name: /Название условия/ }),
      'Оценка наставника',
    );
    await chooseOption(user, 'Ранг', 'Стажёр', row(2));
    await chooseOption(user, 'Тип условия', 'Опциональный', row(2));
    await chooseOption(user, 'Категория', 'Оценка', row(2));
    await user.click(dialog.getByRole('button', { name: 'Добавить условие' }));
    await user.click(dialog.getByRole('button', { name: 'Удалить условие №3' }));
    expect(dialog.queryByRole('group', { name: 'Условие №3' })).toBeNull();

    await user.click(dialog.getByRole('button', { name: UI_TEXT.create }));
    await findSuccessToast(ACADEMY_TEMPLATES_TEXT.done.created('Поток 2027'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mock.requests.to('/api/v1/academy-template/add')[0]?.body).toEqual({
      name: 'Поток 2027',
      conditions: [
        {
          name: 'Строевая подготовка',
          rang: 'TRAINEE',
          conditionType: 'LOGICAL',
          optionCategoryName: null,
          testId: null,
        },
        {
          name: 'Оценка наставника',
          rang: 'TRAINEE',
          conditionType: 'OPTION',
          optionCategoryName: 'Оценка',
          testId: null,
        },
      ],
    });
    created.unmount();

    // Before: the seeded active template's columns.
    const before = await mock.renderAs('director', <AcademyPage />, '/academy');
    await dataRows(ACADEMY_TEXT.tables.TRAINEE);
    expect(columnHeaders(ACADEMY_TEXT.tables.TRAINEE)).toContain('Стрельба (Стажёр)');
    before.unmount();

    const page = await mock.renderAs('director', <AcademyTemplatesPage />, '/academy-templates');
    await openRow(user, 'Шаблоны академии', 'Поток 2027');
    const edit = within(await body().findByRole('dialog', { name: /Поток 2027/ }));
    await user.click(edit.getByRole('button', { name: ACADEMY_TEMPLATES_TEXT.activate }));
    const confirm = within(await body().findByRole('alertdialog'));
    expect(
      confirm.getByText(/Остальные шаблоны станут неактивными, текущие оценки будут удалены/),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: ACADEMY_TEMPLATES_TEXT.activate }));
    await findSuccessToast(ACADEMY_TEMPLATES_TEXT.done.activated('Поток 2027'));
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    const id = store().academyTemplates.find((t) => t.name === 'Поток 2027')?.id;
    expect(mock.requests.to(`/api/v1/academy-template/${id}/activate`, 'PUT')).toHaveLength(1);
    // Nothing was edited, so nothing but the activation was sent.
    expect(mock.requests.to(`/api/v1/academy-template/${id}/update`)).toHaveLength(0);
    page.unmount();

    await mock.renderAs('director', <AcademyPage />, '/academy');
    expect(await screen.findByText('Активный шаблон: Поток 2027')).toBeInTheDocument();
    await dataRows(ACADEMY_TEXT.tables.TRAINEE);
    expect(columnHeaders(ACADEMY_TEXT.tables.TRAINEE)).toEqual([
      ACADEMY_TEXT.nick,
      'Строевая подготовка',
      'Оценка наставника',
      ACADEMY_TEXT.promotionDate,
      ACADEMY_TEXT.nextPromotionDate,
    ]);
    // Grades were wiped: every cell of the new conditions is not defined.
    const trainee = (await dataRows(ACADEMY_TEXT.tables.TRAINEE))[0];
    expect(within(trainee as HTMLElement).getAllByText(NOT_DEFINED)).toHaveLength(2);
  });
});

describe('/academy (03 §2)', () => {
  it('shows LOGICAL and OPTION cells as the spec says and the achievement of the first visit', async () => {
    const trainee = nickOf('national_academy_trainee');
    const exams = store().exams.filter((e) => e.nick === trainee);
    const logical = exams.find((e) => e.conditionType === 'LOGICAL');
    const option = exams.find((e) => e.conditionType === 'OPTION');
    if (!logical || !option) throw new Error('the trainee lacks exam rows');
    logical.value = 'false';
    option.value = null;
    await mock.renderAs('director', <AcademyPage />, '/academy');
    const cells = cellsOf(await rowNamed(ACADEMY_TEXT.tables.TRAINEE, trainee));
    const headers = columnHeaders(ACADEMY_TEXT.tables.TRAINEE);
    expect(cells[headers.indexOf(logical.conditionName)]).toHaveTextContent('Не сдал');
    expect(cells[headers.indexOf(option.conditionName)]).toHaveTextContent(NOT_DEFINED);
    expect(await findToast('Курсант')).toBeInTheDocument();
    expect(screen.getAllByText('Курсант')).toHaveLength(1);
  });

  it('a template with only trainee conditions still lists the other ranks’ agents (03 §2, §4)', async () => {
    // The state after activating such a template: trainee conditions and exam rows only.
    const active = store().academyTemplates.find((t) => t.status === 'ACTIVE');
    if (!active) throw new Error('no active template');
    active.conditions = active.conditions.filter((c) => c.agentRank === 'TRAINEE');
    store().exams = store().exams.filter((e) => e.conditionRang === 'TRAINEE');
    const junior = store().members.find((m) => m.rang === 'Младший агент');
    if (!junior) throw new Error('no junior agent among the demo members');
    const user = setupUser();
    await mock.renderAs('director', <AcademyPage />, '/academy');
    const grid = ACADEMY_TEXT.tables.JUNIOR_AGENT;
    const row = await rowNamed(grid, junior.nick);
    expect(columnHeaders(grid)).toEqual([
      ACADEMY_TEXT.nick,
      ACADEMY_TEXT.promotionDate,
      ACADEMY_TEXT.nextPromotionDate,
    ]);
    expect(
      within(screen.getByRole('grid', { name: grid })).queryByText(ACADEMY_TEXT.noAgents),
    ).toBeNull();
    expect(cellsOf(row)[0]).toHaveTextContent(junior.nick);
    // The exam modal says the rank has no conditions; the promotion date stays reachable.
    await openRow(user, grid, junior.nick);
    const exams = within(
      await body().findByRole('dialog', { name: ACADEMY_TEXT.examTitle(junior.nick) }),
    );
    expect(exams.getByText(ACADEMY_TEXT.noConditions)).toBeInTheDocument();
  });

  it('the exam modal sends non-test values as a map, “Не определено” empty', async () => {
    const user = setupUser();
    const trainee = nickOf('national_academy_trainee');
    // Every exam list carries the achievement: the refetch after saving must not repeat it.
    const achievement = vi.spyOn(toast, 'achievement');
    mock.server.use(
      http.get('*/api/v1/academy-exam/all', () =>
        HttpResponse.json({ exams: store().exams, achievement: { title: 'Курсант' } }),
      ),
    );
    await mock.renderAs('head_national_academy', <AcademyPage />, '/academy');
    await openRow(user, ACADEMY_TEXT.tables.TRAINEE, trainee);
    const dialogEl = await body().findByRole('dialog', { name: ACADEMY_TEXT.examTitle(trainee) });
    const exams = store().exams.filter((e) => e.nick === trainee);
    const logical = exams.find((e) => e.conditionType === 'LOGICAL');
    const option = exams.find((e) => e.conditionType === 'OPTION');
    if (!logical || !option) throw new Error('the trainee lacks exam rows');
    await chooseOption(user, literal(logical.conditionName), 'Сдал', dialogEl);
    await chooseOption(user, literal(option.conditionName), NOT_DEFINED, dialogEl);
    await user.click(within(dialogEl).getByRole('button', { name: ACADEMY_TEXT.save }));
    await findSuccessToast(ACADEMY_TEXT.done.examsSaved(trainee));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.requests.to('/api/v1/academy-exam/update', 'PUT')[0]?.body).toEqual({
      [String(logical.id)]: 'true',
      [String(option.id)]: '',
    });
    expect(logical.value).toBe('true');
    expect(option.value).toBeNull();
    await waitFor(() => expect(mock.requests.to('/api/v1/academy-exam/all')).toHaveLength(2));
    expect(achievement.mock.calls.filter(([title]) => title === 'Курсант')).toHaveLength(1);
    achievement.mockRestore();
  });

  it('the next promotion date is sent with the nick', async () => {
    const user = setupUser();
    const trainee = nickOf('national_academy_trainee');
    await mock.renderAs('director', <AcademyPage />, '/academy');
    await openRow(user, ACADEMY_TEXT.tables.TRAINEE, trainee);
    const exams = within(
      await body().findByRole('dialog', { name: ACADEMY_TEXT.examTitle(trainee) }),
    );
    await user.click(exams.getByRole('button', { name: ACADEMY_TEXT.changePromotionDate }));
    const dialog = within(
      await body().findByRole('dialog', { name: ACADEMY_TEXT.promotionDateTitle(trainee) }),
    );
    const [day, month, year] = dialog.getAllByRole('spinbutton');
    if (!day || !month || !year) throw new Error('no date segments');
    await user.click(day);
    await user.keyboard('{Control>}a{/Control}');
    await user.type(day, '15');
    await user.type(month, '03');
    await user.type(year, '2027');
    await user.click(dialog.getByRole('button', { name: UI_TEXT.change }));
    await findSuccessToast(ACADEMY_TEXT.done.promotionDate(trainee, '15.03.2027'));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.requests.to('/api/v1/team/update-promotion-date', 'PUT')[0]?.body).toEqual({
      nick: trainee,
      nextPromotionDate: '2027-03-15',
    });
  });

  it('an agent starts a test only on their own row; a false start check says so', async () => {
    const user = setupUser();
    mock.server.use(http.get('*/api/v1/tests/start', () => HttpResponse.json(false)));
    const trainee = nickOf('national_academy_trainee');
    await mock.renderAs('national_academy_trainee', <AcademyPage />, '/academy');
    const own = await rowNamed(ACADEMY_TEXT.tables.TRAINEE, trainee);
    await dataRows(ACADEMY_TEXT.tables.JUNIOR_AGENT);
    // Junior agents' tests are open too, yet the only start buttons are on the trainee's row.
    const openTests = store().exams.filter(
      (e) => e.nick === trainee && e.conditionType === 'TEST' && e.testState === 'OPENED',
    );
    expect(openTests.length).toBeGreaterThan(0);
    const buttons = screen.getAllByRole('button', { name: /^Начать тест/ });
    expect(buttons).toHaveLength(openTests.length);
    for (const b of buttons) expect(own).toContainElement(b);
    const [start] = buttons;
    if (!start) throw new Error('no start button');
    await user.click(start);
    expect(await findToast(UI_TEXT.testUnavailable)).toBeInTheDocument();
    expect(mock.requests.to('/api/v1/tests/start')[0]?.query.get('conditionName')).toMatch(
      /^Тест /,
    );
    expect(body().queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a successful submit closes the test and shows no error (nothing asks for it again)', async () => {
    const user = setupUser();
    const trainee = nickOf('national_academy_trainee');
    await mock.renderAs('national_academy_trainee', <AcademyPage />, '/academy');
    const own = await rowNamed(ACADEMY_TEXT.tables.TRAINEE, trainee);
    const starts = within(own).getAllByRole('button', { name: /^Начать тест/ });
    const [start] = starts;
    if (!start) throw new Error('no start button');
    await user.click(start);
    // The modal shows a spinner until the test is in, then the form with its submit button.
    await user.click(await body().findByRole('button', { name: TEST_TAKING_TEXT.submit }));
    await waitFor(() => expect(mock.requests.to('/api/v1/tests/submit', 'POST')).toHaveLength(1));
    const taken = mock.requests.to('/api/v1/tests/process')[0]?.query.get('conditionName') ?? '';
    await findSuccessToast(TEST_TAKING_TEXT.done.submitted(taken));
    // The exams are asked again after the submit and the row loses its start button.
    await waitFor(() =>
      expect(
        within(screen.getByRole('grid', { name: ACADEMY_TEXT.tables.TRAINEE })).queryAllByRole(
          'button',
          { name: /^Начать тест/ },
        ),
      ).toHaveLength(starts.length - 1),
    );
    expect(body().queryByRole('dialog')).not.toBeInTheDocument();
    expect(mock.requests.to('/api/v1/tests/process')).toHaveLength(1);
    expect(body().queryByText(UI_TEXT.testUnavailable)).not.toBeInTheDocument();
  });

  it('a test that cannot be loaded leaves its toast and no modal', async () => {
    const user = setupUser();
    mock.server.use(
      http.get('*/api/v1/tests/process', () =>
        HttpResponse.json({ type: 'CONFLICT', message: UI_TEXT.testUnavailable }, { status: 409 }),
      ),
    );
    const trainee = nickOf('national_academy_trainee');
    await mock.renderAs('national_academy_trainee', <AcademyPage />, '/academy');
    const own = await rowNamed(ACADEMY_TEXT.tables.TRAINEE, trainee);
    const [start] = within(own).getAllByRole('button', { name: /^Начать тест/ });
    if (!start) throw new Error('no start button');
    await user.click(start);
    expect(await findToast(UI_TEXT.testUnavailable)).toBeInTheDocument();
    await waitFor(() => expect(mock.requests.to('/api/v1/tests/process')).toHaveLength(1));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  });
});
