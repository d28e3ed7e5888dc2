import { RAPORTS_TEXT, UI_TEXT, routeTitle } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  expectToast,
  findDialog,
  page,
  findDataRows,
  expectLoadingTable,
} from '../../shared/testing/storyPlay.ts';
import { sampleRaport } from './fixtures.ts';
import { RaportsPage } from './RaportsPage.tsx';

const LIST = '/api/v1/report/all';

/** The agent reports, /raports, and the IB reports, /ib-raports (01 §2). */
const meta = {
  title: 'Portal/Raports/RaportsPage',
  component: RaportsPage,
  args: { kind: 'agent' },
  parameters: { session: { role: 'head_cid' }, route: '/raports', layout: 'fullscreen' },
} satisfies Meta<typeof RaportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const dataRows = async (name = 'Рапорты') =>
  findDataRows(await page().findByRole('grid', { name }));

/** head_cid: every report, 10 a page, the filing button; a row opens its view modal. */
export const AsHead: Story = {
  play: async () => {
    const rows = await dataRows();
    await expect(rows).toHaveLength(10);
    await expect(page().getByRole('button', { name: 'Подать рапорт' })).toBeVisible();
    const [cell] = within(rows[0] as HTMLElement).getAllByRole('gridcell');
    await userEvent.click(cell as HTMLElement);
    await findDialog(/^Рапорт №/);
  },
};

/** A staff member who files none (arbiter): the list, no filing button. */
export const AsArbiter: Story = {
  parameters: { session: { role: 'arbiter' } },
  play: async () => {
    await dataRows();
    await expect(page().queryByRole('button', { name: 'Подать рапорт' })).toBeNull();
  },
};

/** The list as the spec's rows give it: one report per status, one unknown. */
export const Statuses: Story = {
  beforeEach({ msw }) {
    msw.use(
      override('get', LIST, () => [
        sampleRaport({ id: 1 }),
        sampleRaport({ id: 2, status: 'NEED_IMPROVE' }),
        sampleRaport({ id: 3, status: 'APPROVED' }),
        sampleRaport({ id: 4, status: 'ARCHIVED' as 'APPROVED' }),
      ]),
    );
  },
  play: async () => {
    const rows = await dataRows();
    await expect(rows[2]).toHaveTextContent('Принят');
    await expect(rows[3]).toHaveTextContent('Неизвестно');
    await expect(rows[0]).toHaveTextContent('20.11.2026');
  },
};

/** No report: 'Рапорты не найдены' (01 §8). */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => []));
  },
  play: async () => {
    await expect(await page().findByText(UI_TEXT.reportsNotFound)).toBeVisible();
  },
};

/** The first load: skeleton rows. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, neverAnswer));
  },
  play: () => expectLoadingTable(routeTitle('/raports')),
};

/** A failed load: the error toast and a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => errorAnswer(500, 'Внутренняя ошибка сервера')));
  },
  play: async () => {
    // The retry comes with the failed load; waiting for it first gives a slow story time to mount.
    const retry = await page().findByRole('button', { name: UI_TEXT.retry }, { timeout: 5000 });
    await expect(retry).toBeVisible();
    await expectToast('Внутренняя ошибка сервера');
  },
};

/** /ib-raports for a secret agent: their own IB reports and the IB filing button. */
export const IbAsSecretAgent: Story = {
  args: { kind: 'ib' },
  parameters: { session: { role: 'secret_intelligence_agent' }, route: '/ib-raports' },
  beforeEach({ msw }) {
    msw.use(
      override('get', '/api/v1/ib-report/all', () => [
        sampleRaport({ cautions: ['3.2 АК'], status: 'NEED_IMPROVE' }),
      ]),
    );
  },
  play: async () => {
    const [row] = await dataRows('Рапорты IB');
    await expect(row).toHaveTextContent('Требуются доработки');
    await expect(page().getByRole('button', { name: 'Подать рапорт IB' })).toBeVisible();
  },
};

/** /ib-raports for a staff member outside intelligence: the list is for the IB roles, no table. */
export const IbOutsideIntelligence: Story = {
  args: { kind: 'ib' },
  parameters: { session: { role: 'agent_cid' }, route: '/ib-raports' },
  play: async () => {
    await expect(await page().findByText(RAPORTS_TEXT.ibNoAccess)).toBeVisible();
    await expect(page().queryByRole('grid')).toBeNull();
  },
};
