import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon } from '../Icon/icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI/Actions/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { 'aria-label': 'Закрыть', children: <CloseIcon />, onPress: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalled();
  },
};
export const Primary: Story = { args: { variant: 'primary' } };
export const Small: Story = { args: { size: 'sm' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Pending: Story = { args: { isPending: true } };
