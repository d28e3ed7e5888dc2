import { ACHIEVEMENTS_TEXT as T } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { page } from '../../shared/testing/storyPlay.ts';
import { AchievementsPage } from './AchievementsPage.tsx';

const ALL = '/api/v1/achievements/all';
const CARDS = [
  {
    id: 1,
    emoji: '🪪',
    title: 'Личное дело',
    description: 'Заполните раздел профиля',
    isAchieved: true,
  },
  {
    id: 2,
    emoji: '📝',
    title: 'Первый рапорт',
    description: 'Подайте первый рапорт',
    isAchieved: false,
  },
];

/** /achievements (02 §2.12). */
const meta = {
  title: 'Portal/Achievements/AchievementsPage',
  component: AchievementsPage,
  parameters: { session: { role: 'agent_cid' }, route: '/achievements', layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(override('get', ALL, () => CARDS));
  },
} satisfies Meta<typeof AchievementsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One achieved, one greyed out. */
export const Default: Story = {
  play: async () => {
    const achieved = (await page().findByRole('heading', { name: 'Личное дело' })).closest(
      'article',
    );
    await expect(achieved).toHaveAttribute('data-achieved', 'true');
    const locked = page().getByRole('heading', { name: 'Первый рапорт' }).closest('article');
    await expect(locked).not.toHaveAttribute('data-achieved');
    await expect(page().getByText(T.progress(1, 2))).toBeVisible();
  },
};

/** A failed load: the empty state, no error toast (02 §7). */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', ALL, () => errorAnswer(500, 'Внутренняя ошибка сервера')));
  },
  play: async () => {
    await expect(await page().findByText(T.unavailable)).toBeVisible();
    await waitFor(() => expect(page().queryByText('Внутренняя ошибка сервера')).toBeNull());
  },
};

/** An empty catalogue. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', ALL, () => []));
  },
  play: async () => {
    await expect(await page().findByText(T.empty)).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', ALL, neverAnswer));
  },
  play: async () => {
    await expect(page().queryByRole('heading', { name: 'Личное дело' })).toBeNull();
  },
};
