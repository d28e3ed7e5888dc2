import { UI_TEXT } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import { toast } from '@fbi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  expectToast,
  findDialog,
  page,
  findDataRows,
  expectLoadingTable,
} from '../../shared/testing/storyPlay.ts';
import { MostWantedPage } from './MostWantedPage.tsx';

const LIST = '/api/v1/most-wanted/all';

/** /most-wanted (01 §2 Most-wanted reports). */
const meta = {
  title: 'Portal/MostWanted/MostWantedPage',
  component: MostWantedPage,
  parameters: { session: { role: 'head_cid' }, route: '/most-wanted', layout: 'fullscreen' },
  // Toasts outlive a story; each story checks only its own.
  beforeEach: () => toast.dismissAll(),
} satisfies Meta<typeof MostWantedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const dataRows = async () => findDataRows(await page().findByRole('grid'));

/** head_cid: 'Рапорты MW', every report, no creation; a row opens the view modal. */
export const AsHeadCid: Story = {
  play: async () => {
    await dataRows();
    await expect(page().getByRole('heading', { name: 'Рапорты MW' })).toBeVisible();
    await expect(page().queryByRole('button', { name: 'Рапорт MW' })).toBeNull();
    // The first row as it is now (the table may have re-rendered since it was first seen).
    await waitFor(
      async () => {
        const [row] = await dataRows();
        const header = row && within(row).getByRole('rowheader');
        if (!header) throw new Error('no rows');
        await userEvent.click(header);
        await page().findByRole('dialog', { name: /^Рапорт MW: / }, { timeout: 1000 });
      },
      { timeout: 10000 },
    );
    await findDialog(/^Рапорт MW: /);
  },
};

/** agent_cid: 'Мои рапорты MW' and the creation wizard's button. */
export const AsAgent: Story = {
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'Мои рапорты MW' })).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Рапорт MW' }));
    await findDialog('Рапорт MW');
  },
};

/** No reports. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => []));
  },
  play: async () => {
    await expect(await page().findByText(UI_TEXT.listEmpty)).toBeVisible();
  },
};

/** The first load: skeleton rows. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, neverAnswer));
  },
  play: () => expectLoadingTable(),
};

/** A failed load: the error toast and a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      override('get', LIST, () =>
        (calls += 1) === 1 ? errorAnswer(500, 'Внутренняя ошибка сервера') : [],
      ),
    );
  },
  play: async () => {
    await expectToast('Внутренняя ошибка сервера');
    await userEvent.click(await page().findByRole('button', { name: UI_TEXT.retry }));
    await expect(await page().findByText(UI_TEXT.listEmpty)).toBeVisible();
  },
};
