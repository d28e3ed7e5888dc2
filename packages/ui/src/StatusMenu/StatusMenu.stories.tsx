import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StatusMenu } from './StatusMenu';

const meta = {
  title: 'UI/Overlays/StatusMenu',
  component: StatusMenu,
  tags: ['autodocs'],
  args: {
    items: [
      { id: 'IN_PROGRESS', label: 'Взять в работу' },
      { id: 'APPROVED', label: 'Одобрить', isDisabled: true, reason: 'Только для заявок из базы' },
      { id: 'DONE', label: 'Завершить работу', isDisabled: true, reason: 'Заявка ещё не в работе' },
      { id: 'DECLINED', label: 'Отклонить' },
    ],
    onAction: fn(),
  },
} satisfies Meta<typeof StatusMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Изменить статус/ }));
    const menu = await screen.findByRole('menu');
    // The popover fades in (opacity 0 on its first frames): visible once its entrance has run.
    await waitFor(() => expect(within(menu).getByText('Заявка ещё не в работе')).toBeVisible(), {
      timeout: 5000,
    });
    const disabled = within(menu).getByRole('menuitem', { name: /Одобрить/ });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('DECLINED');
  },
};

export const AllDisabled: Story = {
  args: { isDisabled: true },
};

/** Disabled with a reason: the trigger is reachable by Tab, says why, and opens no menu. */
export const DisabledWithReason: Story = {
  args: { isDisabled: true, disabledReason: 'Запись завершена' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Изменить статус/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Запись завершена');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(trigger);
    await expect(screen.queryByRole('menu')).toBeNull();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};
