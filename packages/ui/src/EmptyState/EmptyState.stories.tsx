import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { DocumentIcon } from '../Icon/icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/Data/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: {
    icon: <DocumentIcon />,
    title: 'Заявок пока нет',
    description: 'Создайте первую заявку на экспертизу.',
    action: <Button>Создать заявку</Button>,
  },
};
