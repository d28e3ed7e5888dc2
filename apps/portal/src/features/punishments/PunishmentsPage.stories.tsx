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
import { PunishmentsPage } from './PunishmentsPage.tsx';

const LIST = '/api/v1/punishment/all';

/** The punishments registry, /punishments (02 §2.9): the kit's reference list screen. */
const meta = {
  title: 'Portal/Punishments/PunishmentsPage',
  component: PunishmentsPage,
  parameters: { session: { role: 'director' }, route: '/punishments', layout: 'fullscreen' },
} satisfies Meta<typeof PunishmentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = () => page().findByRole('grid', { name: 'Реестр наказаний' });
/** The data rows once the first page is in. */
const dataRows = async () => findDataRows(await grid());

/** The first data row and its first cell (the violator). */
const firstRow = async () => {
  const [row] = await dataRows();
  if (!row) throw new Error('the registry has no rows');
  return row;
};
const firstCell = async () => {
  const [cell] = within(await firstRow()).getAllByRole('gridcell');
  if (!cell) throw new Error('the first row has no cells');
  return cell;
};

/** As the director: 10 rows, the create button, rows open. */
export const AsDirector: Story = {
  play: async () => {
    await expect(await dataRows()).toHaveLength(10);
    await expect(page().getByRole('button', { name: 'Выдать наказание' })).toBeVisible();
  },
};

/** Filtered through the URL (`?type=Понижение`): every measure is a demotion with its count. */
export const FilteredByUrl: Story = {
  parameters: { route: '/punishments?type=%D0%9F%D0%BE%D0%BD%D0%B8%D0%B6%D0%B5%D0%BD%D0%B8%D0%B5' },
  play: async () => {
    const rows = await dataRows();
    for (const row of rows) await expect(row).toHaveTextContent(/Понижение \(\d+\)/);
  },
};

/** The second page from the URL (`?page=2`). */
export const SecondPage: Story = {
  parameters: { route: '/punishments?page=2' },
  play: async () => {
    await dataRows();
    await expect(page().getByRole('button', { name: 'Страница 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** agent_cid views only: no create button, a row does not open. */
export const AsAgentViewOnly: Story = {
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    await userEvent.click(await firstCell());
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(page().queryByRole('button', { name: 'Выдать наказание' })).toBeNull();
  },
};

/** Nothing matches the filters. */
export const Empty: Story = {
  parameters: { route: '/punishments?nick=Nobody_Here' },
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
  play: () => expectLoadingTable(routeTitle('/punishments')),
};

/** A failed load: the error toast and a retry that loads the list. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      override('get', LIST, () =>
        (calls += 1) === 1
          ? errorAnswer(500, 'Внутренняя ошибка сервера')
          : { items: [], totalItems: 0 },
      ),
    );
  },
  play: async () => {
    await expectToast('Внутренняя ошибка сервера');
    await userEvent.click(await page().findByRole('button', { name: UI_TEXT.retry }));
    await expect(await page().findByText(UI_TEXT.listEmpty)).toBeVisible();
  },
};

/** A row's violation proofs: numbered links opening in a new tab. */
export const Proofs: Story = {
  play: async () => {
    const first = await firstRow();
    await userEvent.click(within(first).getByRole('button', { name: /Доказательства нарушения/ }));
    const dialog = await findDialog(/^Доказательства нарушения: /);
    const links = dialog.getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(links[0]).toHaveAttribute('target', '_blank');
  },
};

/** The director opens a row: the edit modal, then Delete asks for confirmation. */
export const EditThenDelete: Story = {
  play: async () => {
    await userEvent.click(await firstCell());
    const dialog = await findDialog(/^Наказание: /);
    await userEvent.click(dialog.getByRole('button', { name: UI_TEXT.delete }));
    const confirm = await findDialog('Удаление наказания', 'alertdialog');
    await expect(confirm.getByText(UI_TEXT.confirmDeletePunishment)).toBeVisible();
  },
};
