import { ACADEMY_TEXT as T, UI_TEXT } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  expectLoadingTable,
  expectToast,
  findDialog,
  findGridRows,
  firstDataCell,
  page,
} from '../../shared/testing/storyPlay.ts';
import { AcademyPage } from './AcademyPage.tsx';
import { getSession } from '../../shared/sessionStorage.ts';
import { sampleExams, sampleTemplate, sampleTestToTake } from './fixtures.ts';

const ACTIVE = '/api/v1/academy-template/all/active';
const EXAMS = '/api/v1/academy-exam/all';

/** /academy (03 §2): three rank tables with the active template's conditions as columns. */
const meta = {
  title: 'Portal/Academy/AcademyPage',
  component: AcademyPage,
  parameters: { session: { role: 'director' }, route: '/academy', layout: 'fullscreen' },
} satisfies Meta<typeof AcademyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample template and one trainee's rows, served to the story. */
/** A story's beforeEach function. */
type BeforeEach = Extract<NonNullable<Story['beforeEach']>, (...args: never[]) => unknown>;

const sample =
  (
    testState: 'OPENED' | 'CLOSED',
    options: { achievement?: string; own?: boolean } = {},
  ): BeforeEach =>
  ({ msw }) => {
    msw.use(
      override('get', ACTIVE, () => sampleTemplate({ status: 'ACTIVE' })),
      // `own`: the rows are the logged-in agent's (read when asked, after the story's login).
      override('get', EXAMS, () => ({
        exams: sampleExams(testState, options.own ? (getSession().nick ?? undefined) : undefined),
        achievement: options.achievement ? { title: options.achievement } : null,
      })),
    );
  };

/** As the director: the three tables from the seeded data; rows open the exam modal. */
export const AsDirector: Story = {
  play: async () => {
    for (const name of Object.values(T.tables)) await findGridRows(name);
    await userEvent.click(await firstDataCell(T.tables.TRAINEE));
    await findDialog(/^Экзамены: /);
  },
};

/** Cells: LOGICAL 'Сдал', OPTION 'Не определено', the test result; the achievement toast. */
export const Cells: Story = {
  beforeEach: sample('CLOSED', { achievement: 'Курсант' }),
  play: async () => {
    // The table also lists the roster's trainees without exams (03 §2: tables by rank).
    const rows = await findGridRows(T.tables.TRAINEE);
    const row = rows.find((r) => /Сдал.*Не определено.*Не Сдал/.test(r.textContent ?? ''));
    await expect(row).toBeDefined();
    const headers = within(page().getByRole('grid', { name: T.tables.TRAINEE }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual([
      T.nick,
      'Стрельба',
      'Физподготовка',
      'Тест по уставу',
      T.promotionDate,
      T.nextPromotionDate,
    ]);
    await expectToast('Курсант');
  },
};

/** An agent on their own row with the test open: 'Начать тест', then the test-taking modal. */
export const AsTraineeStartsTest: Story = {
  parameters: { session: { role: 'national_academy_trainee' } },
  beforeEach(context) {
    void sample('OPENED', { own: true })(context);
    context.msw.use(
      override('get', '/api/v1/tests/start', () => HttpResponse.json(true)),
      override('get', '/api/v1/tests/process', () => sampleTestToTake),
    );
  },
  play: async () => {
    await findGridRows(T.tables.TRAINEE);
    await userEvent.click(page().getByRole('button', { name: T.startTestFor('Тест по уставу') }));
    await findDialog(sampleTestToTake.title);
  },
};

/** The start check answers false: 'Тест недоступен для запуска'. */
export const StartUnavailable: Story = {
  parameters: { session: { role: 'national_academy_trainee' } },
  beforeEach(context) {
    void sample('OPENED', { own: true })(context);
    context.msw.use(override('get', '/api/v1/tests/start', () => HttpResponse.json(false)));
  },
  play: async () => {
    await findGridRows(T.tables.TRAINEE);
    await userEvent.click(page().getByRole('button', { name: T.startTestFor('Тест по уставу') }));
    await expectToast(UI_TEXT.testUnavailable);
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** Another agent's row has no start button. */
export const OtherAgentNoStart: Story = {
  parameters: { session: { role: 'junior_agent_cid' } },
  beforeEach: sample('OPENED'),
  play: async () => {
    await findGridRows(T.tables.TRAINEE);
    await expect(page().queryByRole('button', { name: /^Начать тест/ })).toBeNull();
  },
};

/** No template is active yet (the server answers 404). */
export const NoActiveTemplate: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', ACTIVE, () => errorAnswer(404, 'Активный шаблон не найден')));
  },
  play: async () => {
    await expect(await page().findByText(T.noActiveTemplate)).toBeVisible();
  },
};

/** The first load: skeleton rows. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', EXAMS, neverAnswer));
  },
  play: () => expectLoadingTable(T.tables.TRAINEE),
};

/** A failed load: the error toast and a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', EXAMS, () => errorAnswer(500, 'Внутренняя ошибка сервера')));
  },
  play: async () => {
    await expectToast('Внутренняя ошибка сервера');
    await expect((await page().findAllByRole('button', { name: UI_TEXT.retry })).length).toBe(3);
  },
};
