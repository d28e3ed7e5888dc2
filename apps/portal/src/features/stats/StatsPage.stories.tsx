import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { page } from '../../shared/testing/storyPlay.ts';
import { StatsPage } from './StatsPage.tsx';

/** /stats (issue 12): charts over the registries the caller may read, each with its table. */
const meta = {
  title: 'Portal/Stats/StatsPage',
  component: StatsPage,
  parameters: { session: { role: 'director' }, route: '/stats', layout: 'fullscreen' },
} satisfies Meta<typeof StatsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (name: string) => page().findByRole('figure', { name }, { timeout: 8000 });

/** As the director: every chart, the months' table behind its toggle. */
export const Filled: Story = {
  play: async () => {
    const months = await figure('Записи по месяцам');
    await expect(within(months).getByRole('img')).toBeVisible();
    await userEvent.click(within(months).getByText('Показать таблицей'));
    await expect(within(months).getByRole('table')).toBeVisible();
    await expect(await figure('Доля статусов: Разведка')).toBeVisible();
    await expect(await figure('Состав по рангам')).toBeVisible();
  },
};

/** agent_cid: no dossiers chart (01 §6: IB roles only), left out rather than an error. */
export const AsAgentCid: Story = {
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    await figure('Записи по месяцам');
    await expect(page().queryByRole('figure', { name: 'Доля статусов: Разведка' })).toBeNull();
    await expect(page().queryByRole('alert')).toBeNull();
  },
};

/** Loading: skeletons and a status line. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', '/api/v1/act/all', neverAnswer));
  },
  play: async () => {
    await expect(await page().findByText('Загрузка статистики…')).toBeInTheDocument();
  },
};

/** One registry failing: named in an alert, the other charts drawn without it. */
export const OneRegistryFailing: Story = {
  beforeEach({ msw }) {
    msw.use(
      override('get', '/api/v1/act/all', () => errorAnswer(500, 'Внутренняя ошибка сервера')),
    );
  },
  play: async () => {
    await expect(
      await page().findByText(
        'Акты нарушений: не удалось загрузить, на графиках его нет',
        undefined,
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(await figure('Записи по месяцам')).toBeVisible();
    await expect(
      page().queryByRole('figure', { name: 'Доля статусов: Акты нарушений' }),
    ).toBeNull();
  },
};
