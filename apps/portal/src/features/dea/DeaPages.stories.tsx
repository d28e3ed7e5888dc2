import { DEA_TEXT, UI_TEXT, routeTitle } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import {
  expectToast,
  findDialog,
  page,
  findDataRows,
  expectLoadingTable,
} from '../../shared/testing/storyPlay.ts';
import { DeaCheckPage } from './DeaCheckPage.tsx';
import { DeaHomePage } from './DeaHomePage.tsx';
import { DeaReportsPage } from './DeaReportsPage.tsx';
import { sampleHomeCheck } from './fixtures.ts';

/** The three DEA screens: /dea-home, /dea-check, /dea-report (03 §2, §6). */
const meta = {
  title: 'Portal/Dea/DeaPages',
  component: DeaHomePage,
  parameters: { session: { role: 'head_dea' }, route: '/dea-home', layout: 'fullscreen' },
} satisfies Meta<typeof DeaHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's width at 1440 px: less the sidebar (270 px) and the main area's padding. */
const DESKTOP_PAGE_WIDTH = 1440 - 270 - 2 * 32;

const dataRows = async (name: string) => findDataRows(await page().findByRole('grid', { name }));
const pressFirst = async (name: string) => {
  const [row] = await dataRows(name);
  await userEvent.click(within(row as HTMLElement).getAllByRole('gridcell')[0] as HTMLElement);
};

/** /dea-home as the head: 10 rows, the request button, a row opens the main modal. */
export const HomeAsHead: Story = {
  beforeEach({ msw }) {
    msw.use(
      override('get', '/api/v1/dea-home-check/all', () => [
        sampleHomeCheck(),
        sampleHomeCheck({ id: 9102, houseNo: '12', status: 'EXPIRED' }),
      ]),
    );
  },
  play: async () => {
    const rows = await dataRows('Обыски жилищ DEA');
    await expect(rows[1]).toHaveTextContent('Прошло 48 часов');
    await expect(page().getByRole('button', { name: 'Запрос на обыск жилища' })).toBeVisible();
    await pressFirst('Обыски жилищ DEA');
    await findDialog('Обыск жилища №77А');
  },
};

/** /dea-home: a page from the mock. */
export const HomeFromMock: Story = {
  play: async () => {
    await expect(await dataRows('Обыски жилищ DEA')).toHaveLength(10);
  },
};

/**
 * /dea-home on a 1440 px desktop, in the page's width beside the sidebar: every column shows
 * whole, «Исполнитель» is not cut and «Комментарий» is not pushed out of view.
 */
export const HomeDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  render: () => (
    <div style={{ width: DESKTOP_PAGE_WIDTH }}>
      <DeaHomePage />
    </div>
  ),
  play: async () => {
    const grid = await page().findByRole('grid', { name: 'Обыски жилищ DEA' });
    await findDataRows(grid);
    const scroller = grid.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const edge = scroller.getBoundingClientRect().right;
    for (const name of [DEA_TEXT.executor, DEA_TEXT.comment]) {
      const header = within(grid).getByRole('columnheader', { name });
      await expect(header.getBoundingClientRect().right).toBeLessThanOrEqual(edge + 0.5);
      await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    }
  },
};

/** /dea-home loading. */
export const HomeLoading: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', '/api/v1/dea-home-check/all', neverAnswer));
  },
  play: () => expectLoadingTable(routeTitle('/dea-home')),
};

/** /dea-home failing. */
export const HomeLoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      override('get', '/api/v1/dea-home-check/all', () =>
        errorAnswer(500, 'Внутренняя ошибка сервера'),
      ),
    );
  },
  play: async () => {
    await expectToast('Внутренняя ошибка сервера');
    await expect(await page().findByRole('button', { name: UI_TEXT.retry })).toBeVisible();
  },
};

/** /dea-check: 'Не задано' for an empty faction; the head opens the edit modal. */
export const Schedule: Story = {
  render: () => <DeaCheckPage />,
  parameters: { route: '/dea-check' },
  play: async () => {
    const rows = await dataRows('Проверки DEA');
    await expect(rows.some((r) => r.textContent?.includes(UI_TEXT.scheduleFactionEmpty))).toBe(
      true,
    );
    await pressFirst('Проверки DEA');
    await findDialog(/^Проверка: /);
  },
};

/** /dea-check as an agent: view only. */
export const ScheduleAsAgent: Story = {
  render: () => <DeaCheckPage />,
  parameters: { route: '/dea-check', session: { role: 'agent_dea' } },
  play: async () => {
    await pressFirst('Проверки DEA');
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** /dea-report: submit date, submitter, status, and the creation button. */
export const Reports: Story = {
  render: () => <DeaReportsPage />,
  parameters: { route: '/dea-report', session: { role: 'agent_dea' } },
  play: async () => {
    const rows = await dataRows('Отчёты DEA');
    await expect(rows.length).toBeGreaterThan(0);
    // 03 §2: work reports, so the count says «отчётов», not «запросов».
    await expect(await page().findByText(/^Всего отчётов: \d+$/)).toBeVisible();
    await expect(page().getByRole('button', { name: 'Отчёт о работе DEA' })).toBeVisible();
  },
};

/**
 * /dea-report as the head: opening a colleague's report on check is the head's check (03 §4),
 * sent with his token beside the tab; the row then reads «Просмотрено».
 */
export const ReportsHeadCheck: Story = {
  render: () => <DeaReportsPage />,
  parameters: { route: '/dea-report', session: { role: 'head_dea' } },
  beforeEach({ msw }) {
    let status: 'ON_HEAD_CHECK' | 'CHECKED' = 'ON_HEAD_CHECK';
    const report = () => ({
      id: 9301,
      createdAt: '2026-11-20T09:30:00.000Z',
      author: 'Ivan_Petrov',
      status,
      proves: [{ title: 'Патруль', link: 'https://imgur.com/a/1' }],
    });
    msw.use(
      override('get', '/api/v1/dea-reports/all', () => [report()]),
      override('put', '/api/v1/dea-reports/{id}/check', () => {
        status = 'CHECKED';
        return report();
      }),
    );
    const open = spyOn(window, 'open').mockReturnValue(null);
    return () => open.mockRestore();
  },
  play: async () => {
    const [row] = await dataRows('Отчёты DEA');
    await expect(row).toHaveTextContent('На проверке у главы DEA');
    await pressFirst('Отчёты DEA');
    await expect(window.open).toHaveBeenCalledWith('', '_blank');
    await expect(await page().findByText('Просмотрено')).toBeVisible();
  },
};
