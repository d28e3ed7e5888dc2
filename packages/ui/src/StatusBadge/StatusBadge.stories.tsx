import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge, statusTones } from './StatusBadge';

const meta = {
  title: 'UI/Data/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { label: 'На проверке', tone: 'info' },
  argTypes: { tone: { control: 'inline-radio', options: statusTones } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusBadge label="Черновик" tone="neutral" />
      <StatusBadge label="В работе" tone="info" />
      <StatusBadge label="Одобрено" tone="success" />
      <StatusBadge label="На доработке" tone="warning" />
      <StatusBadge label="Отклонено" tone="danger" />
    </div>
  ),
};
export const Unknown: Story = {
  args: { label: '', tone: 'success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Неизвестно')).toBeInTheDocument();
  },
};
export const LongContent: Story = { args: { label: 'Прошло 48 часов после одобрения' } };
