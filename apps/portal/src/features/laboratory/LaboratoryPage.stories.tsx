import { UI_TEXT, routeTitle } from '@fbi/domain';
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
import { sampleLabRequest } from './fixtures.ts';
import { LaboratoryPage } from './LaboratoryPage.tsx';

const LIST = '/api/v1/laboratory/all';

/** The laboratory, /laboratory (03 §2, §6). */
const meta = {
  title: 'Portal/Laboratory/LaboratoryPage',
  component: LaboratoryPage,
  parameters: { session: { role: 'criminalist' }, route: '/laboratory', layout: 'fullscreen' },
} satisfies Meta<typeof LaboratoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = () => page().findByRole('grid', { name: 'Криминалистическая лаборатория' });
const dataRows = async () => findDataRows(await grid());

/** One page of fixed rows: on check, in progress, done. */
const FIXED = {
  items: [
    sampleLabRequest(),
    sampleLabRequest({ id: 7002, status: 'IN_PROGRESS', approver: 'Anna_Smirnova' }),
    sampleLabRequest({ id: 7003, status: 'CANCELED', comment: 'Нет материалов' }),
  ],
  totalItems: 3,
};

/** As a criminalist: 10 rows and the request button. */
export const AsCriminalist: Story = {
  play: async () => {
    await expect(await dataRows()).toHaveLength(10);
    await expect(page().getByRole('button', { name: 'Запрос экспертизы' })).toBeVisible();
  },
};

/** Fallbacks: 'Не назначен', 'Нет', a comment; a row opens the detail. */
export const OpenDetail: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => FIXED));
  },
  play: async () => {
    const [first] = await dataRows();
    if (!first) throw new Error('no rows');
    await expect(first).toHaveTextContent(UI_TEXT.noApprover);
    await expect(first).toHaveTextContent(UI_TEXT.noCommentShort);
    const [cell] = within(first).getAllByRole('gridcell');
    if (!cell) throw new Error('no cells');
    await userEvent.click(cell);
    await findDialog('Запрос экспертизы №7001');
  },
};

/** A visitor: a row that is not done does not open. */
export const AsVisitor: Story = {
  parameters: { session: { role: 'user' } },
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => FIXED));
  },
  play: async () => {
    const [first] = await dataRows();
    const [cell] = within(first as HTMLElement).getAllByRole('gridcell');
    await userEvent.click(cell as HTMLElement);
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** Nothing matches the filters. */
export const Empty: Story = {
  parameters: { route: '/laboratory?nick=Nobody_Here' },
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => ({ items: [], totalItems: 0 })));
  },
  play: async () => {
    await expect(await page().findByText(UI_TEXT.listEmptyFiltered)).toBeVisible();
  },
};

/** The first load: skeleton rows. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, neverAnswer));
  },
  play: () => expectLoadingTable(routeTitle('/laboratory')),
};

/** A failed load: the toast and a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => errorAnswer(500, 'Внутренняя ошибка сервера')));
  },
  play: async () => {
    await expectToast('Внутренняя ошибка сервера');
    await expect(await page().findByRole('button', { name: UI_TEXT.retry })).toBeVisible();
  },
};
