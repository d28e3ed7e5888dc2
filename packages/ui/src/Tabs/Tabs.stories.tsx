import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'UI/Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Списки',
    items: [
      { id: 'active', label: 'Разыскиваемые', content: <p>Список разыскиваемых.</p> },
      { id: 'caught', label: 'Пойманные', content: <p>Список пойманных.</p> },
      { id: 'archive', label: 'Архив', content: <p>Архив.</p>, isDisabled: true },
    ],
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Разыскиваемые' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Пойманные' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('caught');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Список пойманных.');
  },
};
