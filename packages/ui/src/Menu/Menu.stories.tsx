import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Menu } from './Menu';

const meta = {
  title: 'UI/Overlays/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: {
    label: 'Профиль',
    items: [
      { id: 'profile', label: 'Мой профиль' },
      { id: 'stats', label: 'Статистика' },
      { id: 'achievements', label: 'Достижения' },
      { id: 'voice', label: 'Голосовой запрос', description: 'Запись 5 секунд' },
    ],
    onAction: fn(),
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Профиль/ }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Статистика' }));
    await expect(args.onAction).toHaveBeenCalledWith('stats');
  },
};

export const Keyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('achievements');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
export const Primary: Story = { args: { variant: 'primary' } };
export const WithDisabledItem: Story = {
  args: {
    items: [
      { id: 'a', label: 'Доступно' },
      { id: 'b', label: 'Недоступно', isDisabled: true, description: 'Нет прав' },
    ],
  },
};
export const LongContent: Story = {
  args: {
    items: Array.from({ length: 25 }, (_, i) => ({
      id: String(i),
      label: `Очень длинный пункт меню номер ${i + 1}, который переносится`,
    })),
  },
};
