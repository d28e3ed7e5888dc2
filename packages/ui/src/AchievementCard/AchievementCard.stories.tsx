import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AchievementCard } from './AchievementCard';

const meta = {
  title: 'UI/Data/AchievementCard',
  component: AchievementCard,
  tags: ['autodocs'],
  args: {
    emoji: '📝',
    title: 'Первый рапорт',
    description: 'Отправьте свой первый рапорт по расследованию.',
    achieved: true,
  },
} satisfies Meta<typeof AchievementCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Achieved: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Получено')).toBeInTheDocument();
  },
};
export const NotAchieved: Story = {
  args: { achieved: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).not.toHaveAttribute('data-achieved');
    await expect(within(canvasElement).getByText('Не получено')).toBeInTheDocument();
  },
};
export const Grid: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        gap: 16,
      }}
    >
      {['🎯', '🏅', '🕵️', '📚', '🚔', '🧪'].map((e, i) => (
        <AchievementCard
          key={e}
          emoji={e}
          title={`Достижение ${i + 1}`}
          description="Описание условия получения достижения."
          achieved={i % 2 === 0}
        />
      ))}
    </div>
  ),
};
export const LongContent: Story = {
  args: { description: 'Очень длинное описание достижения. '.repeat(8) },
};
