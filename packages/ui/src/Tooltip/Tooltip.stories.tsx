import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { DocumentIcon } from '../Icon/icons';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Overlays/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Открыть отчёт в новой вкладке',
    children: (
      <IconButton aria-label="Отчёт">
        <DocumentIcon />
      </IconButton>
    ),
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Открыть отчёт в новой вкладке',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
export const Bottom: Story = { args: { placement: 'bottom' } };
export const Disabled: Story = { args: { isDisabled: true } };
