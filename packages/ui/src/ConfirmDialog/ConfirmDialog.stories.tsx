import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'UI/Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    title: 'Удаление',
    message: 'Вы уверены, что хотите удалить наказание из реестра?',
    confirmLabel: 'Удалить',
    isOpen: true,
    onOpenChange: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Удаление' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Primary: Story = {
  args: {
    title: 'Протокол',
    message: 'Вы уверены, что хотите отменить протокол?',
    confirmLabel: 'Да',
    cancelLabel: 'Нет',
    tone: 'primary',
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();
  },
};
